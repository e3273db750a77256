import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDate } from '@/lib/dates';
import type { RecordKindView, RecordSummary } from '../../types';

export interface RecordTableProps<S extends RecordSummary> {
  kind: RecordKindView<S>;
  rows: readonly S[];
  loading: boolean;
  /** Shown when there are no rows. */
  empty: React.ReactNode;
  /** The review queue shows who captured the record and when instead of the certificate. */
  variant?: 'list' | 'review';
  /** Off when every record comes from the user's one centre. */
  showCentre?: boolean;
}

const SKELETON_ROWS = 5;

/** A kind's records as a table on desktop and as cards on phones; each opens the record. */
export function RecordTable<S extends RecordSummary>({
  kind,
  rows,
  loading,
  empty,
  variant = 'list',
  showCentre = true,
}: RecordTableProps<S>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (loading && rows.length === 0) return <LoadingRows phone={phone} label={kind.plural} />;
  if (rows.length === 0) return <>{empty}</>;
  return phone ? (
    <RecordCards kind={kind} rows={rows} variant={variant} showCentre={showCentre} />
  ) : (
    <RecordRows kind={kind} rows={rows} variant={variant} showCentre={showCentre} />
  );
}

interface RowsProps<S extends RecordSummary> {
  kind: RecordKindView<S>;
  rows: readonly S[];
  variant: 'list' | 'review';
  showCentre: boolean;
}

function RecordRows<S extends RecordSummary>({ kind, rows, variant, showCentre }: RowsProps<S>) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={kind.plural}>
        <TableHead>
          <TableRow>
            <TableCell>Reference</TableCell>
            <TableCell>Status</TableCell>
            {kind.columns.map((column) => (
              <TableCell key={column.header}>{column.header}</TableCell>
            ))}
            {showCentre ? <TableCell>Centre</TableCell> : null}
            <TableCell>{variant === 'review' ? 'Submitted' : 'Captured'}</TableCell>
            {variant === 'review' ? (
              <TableCell>Captured by</TableCell>
            ) : (
              <TableCell>Certificate</TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={kind.paths.detail(row.id)}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {row.reference}
                </Link>
              </TableCell>
              <TableCell>
                <StatusChip status={row.status} />
              </TableCell>
              {kind.columns.map((column) => (
                <TableCell
                  key={column.header}
                  sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
              {showCentre ? <TableCell>{row.centre.name}</TableCell> : null}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(variant === 'review' ? row.updated_at : row.created_at)}
              </TableCell>
              <TableCell>
                {variant === 'review' ? row.captured_by.name : (row.certificate_number ?? '—')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function RecordCards<S extends RecordSummary>({ kind, rows, variant, showCentre }: RowsProps<S>) {
  return (
    <Box
      component="ul"
      aria-label={kind.plural}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {rows.map((row) => {
        const line = kind.cardLine(row);
        return (
          <Box component="li" key={row.id}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={kind.paths.detail(row.id)} sx={{ p: 1.5 }}>
                <Box
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 1,
                    alignItems: 'flex-start',
                  }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{kind.subjectName(row)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {row.reference} · {kind.eventPhrase(row)}
                    </Typography>
                  </Box>
                  <StatusChip status={row.status} />
                </Box>
                {line ? (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {line}
                  </Typography>
                ) : null}
                <Typography variant="body2" color="text.secondary">
                  {showCentre ? `${row.centre.name} · ` : ''}
                  {variant === 'review'
                    ? `submitted ${formatDate(row.updated_at)} by ${row.captured_by.name}`
                    : `captured ${formatDate(row.created_at)}`}
                  {row.certificate_number ? ` · Cert. ${row.certificate_number}` : ''}
                </Typography>
              </CardActionArea>
            </Card>
          </Box>
        );
      })}
    </Box>
  );
}

function LoadingRows({ phone, label }: { phone: boolean; label: string }) {
  return (
    <Box
      aria-busy="true"
      aria-label={`Loading ${label.toLowerCase()}`}
      sx={{ display: 'grid', gap: 1 }}
    >
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={phone ? 88 : 36} />
      ))}
    </Box>
  );
}
