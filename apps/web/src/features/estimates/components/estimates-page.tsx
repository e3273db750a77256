import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { yearlyExpectedBirths, type PopulationEstimates } from '@vitalreg/domain';
import { useState } from 'react';
import { PagePanel } from '@/components/ui/page-panel';
import { ListState } from '@/components/ui/list-state';
import { formatDateTime } from '@/lib/dates';
import { usePopulationEstimates } from '../api/get-population-estimates';
import { ImportEstimatesDialog } from './import-estimates-dialog';

const integers = new Intl.NumberFormat('en-US');
const rates = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * `/dashboard/admin/estimates` (docs/population-estimates.md): each state's population and crude
 * birth rate by year, from which the dashboards expect births; imported whole from a CSV file.
 */
export function PopulationEstimatesPage() {
  const estimates = usePopulationEstimates();
  const [importing, setImporting] = useState(false);
  const [year, setYear] = useState<number | undefined>();
  const all = estimates.data?.rows ?? [];
  const years = [...new Set(all.map((row) => row.year))].sort((a, b) => a - b);
  // A year the last import dropped shows every year again.
  const shownYear = year !== undefined && years.includes(year) ? year : undefined;
  const rows = shownYear === undefined ? all : all.filter((row) => row.year === shownYear);

  return (
    <PagePanel
      title="Population estimates"
      actions={
        <>
          <Button variant="contained" onClick={() => setImporting(true)}>
            Import CSV
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">
        The dashboards compare the births registered with the births expected from each state&apos;s
        population and crude birth rate. An import replaces every estimate below.
      </Typography>
      {estimates.data ? <ImportedLine estimates={estimates.data} /> : null}
      {years.length > 1 ? (
        <TextField
          select
          size="small"
          label="Year"
          value={shownYear === undefined ? '' : String(shownYear)}
          onChange={(event) => setYear(event.target.value ? Number(event.target.value) : undefined)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: 180 }}
        >
          <option value="">All years</option>
          {years.map((value) => (
            <option key={value} value={String(value)}>
              {value}
            </option>
          ))}
        </TextField>
      ) : null}
      <ListState
        list={estimates}
        rows={rows.length}
        loadingLabel="Loading population estimates"
        empty="No estimates yet: import a CSV file of each state's population and crude birth rate."
      >
        <Table size="small" aria-labelledby="estimates-title">
          <TableHead>
            <TableRow>
              <TableCell>State</TableCell>
              <TableCell align="right">Year</TableCell>
              <TableCell align="right">Population</TableCell>
              <TableCell align="right">Crude birth rate (per 1,000)</TableCell>
              <TableCell align="right">Expected births a year</TableCell>
              <TableCell>Source</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.stateId}:${row.year}`}>
                <TableCell>{row.state}</TableCell>
                <TableCell align="right">{row.year}</TableCell>
                <TableCell align="right">{integers.format(row.population)}</TableCell>
                <TableCell align="right">{rates.format(row.crudeBirthRate)}</TableCell>
                <TableCell align="right">
                  {integers.format(Math.round(yearlyExpectedBirths(row)))}
                </TableCell>
                <TableCell>{row.source}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListState>
      {importing ? <ImportEstimatesDialog onClose={() => setImporting(false)} /> : null}
    </PagePanel>
  );
}

/** When and by whom the estimates were imported. */
function ImportedLine({ estimates }: { estimates: PopulationEstimates }) {
  if (!estimates.importedAt) return null;
  const count = estimates.rows.length;
  return (
    <Typography variant="body2">
      {integers.format(count)} {count === 1 ? 'estimate' : 'estimates'} imported{' '}
      {formatDateTime(estimates.importedAt)}
      {estimates.importedBy ? ` by ${estimates.importedBy}` : ''}.
    </Typography>
  );
}
