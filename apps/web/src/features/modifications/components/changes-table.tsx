import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CorrectionInput, ParticularsLayout } from '@vitalreg/domain';
import { StoredFile } from '@/features/records';
import { printedValue } from '../correction-values';

/** One value of a correction: its label, what the record holds and what it is to hold. */
export interface ChangeRow {
  input: CorrectionInput;
  label: string;
  before: unknown;
  after: unknown;
}

/** A value as the record's page prints it; a photo shown from the file store. */
export function CorrectionValue({
  layout,
  input,
  value,
  label,
}: {
  layout: ParticularsLayout;
  input: CorrectionInput;
  value: unknown;
  /** Names a photo (its alternative text). */
  label: string;
}) {
  if (input.widget === 'photo') {
    return typeof value === 'string' && value ? (
      <StoredFile fileKey={value} label={label} height={120} />
    ) : (
      <Typography color="text.secondary">None</Typography>
    );
  }
  return <>{printedValue(layout, input, value) ?? '—'}</>;
}

/** The spec's Original | Correction table of a request. */
export function ChangesTable({
  layout,
  rows,
  caption,
}: {
  layout: ParticularsLayout;
  rows: readonly ChangeRow[];
  /** What is corrected: "Child's name". */
  caption: string;
}) {
  return (
    <TableContainer>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
          {caption}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>Value</TableCell>
            <TableCell>Original</TableCell>
            <TableCell>Correction</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.input.name}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell>
                <CorrectionValue
                  layout={layout}
                  input={row.input}
                  value={row.before}
                  label={`${row.label}, original`}
                />
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>
                <CorrectionValue
                  layout={layout}
                  input={row.input}
                  value={row.after}
                  label={`${row.label}, correction`}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
