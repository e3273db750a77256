import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  APPLICATION_STATUSES,
  MESSAGES,
  type ApplicationStatus,
  type RegistrationCentre,
} from '@vitalreg/domain';
import { useEffect, useState } from 'react';
import { DateInput } from '@/components/form/date-field';
import { statusLabel } from '@/components/ui/status-chip';
import type { RecordListFilters } from '../../api/get-records';

export const SEARCH_DEBOUNCE_MS = 400;

export interface RecordFiltersProps {
  value: RecordListFilters;
  onChange: (filters: RecordListFilters) => void;
  /** Shown only when the user works at more than one centre. */
  centres: readonly RegistrationCentre[];
}

/** Status chips, capture date range, centre, debounced name search, certificate number. */
export function RecordFilters({ value, onChange, centres }: RecordFiltersProps) {
  const [search, setSearch] = useState(value.q ?? '');
  const [certificate, setCertificate] = useState(value.certificate_number ?? '');

  // The search text stays in component state (never in the address: it may be a name).
  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === (value.q ?? '')) return undefined;
    const timer = setTimeout(() => onChange({ ...value, q: trimmed }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, value, onChange]);

  useEffect(() => {
    const trimmed = certificate.trim();
    if (trimmed === (value.certificate_number ?? '')) return undefined;
    const timer = setTimeout(
      () => onChange({ ...value, certificate_number: trimmed }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [certificate, value, onChange]);

  const setStatus = (status: ApplicationStatus | '') => onChange({ ...value, status });
  /** A start after the end is not applied: the field just changed says why. */
  const [rangeProblem, setRangeProblem] = useState<'from' | 'to'>();
  const setDate = (change: { from: string } | { to: string }) => {
    const next = { ...value, ...change };
    const inverted = Boolean(next.from && next.to && next.from > next.to);
    setRangeProblem(inverted ? ('from' in change ? 'from' : 'to') : undefined);
    if (!inverted) onChange(next);
  };
  const hasFilters = Boolean(
    value.status ||
    value.from ||
    value.to ||
    value.centre_id ||
    value.q ||
    value.certificate_number,
  );

  return (
    <Box component="section" aria-label="Filters" sx={{ display: 'grid', gap: 1.5 }}>
      <Box role="group" aria-label="Status" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip
          label="All"
          clickable
          color={value.status ? 'default' : 'primary'}
          variant={value.status ? 'outlined' : 'filled'}
          aria-pressed={!value.status}
          onClick={() => setStatus('')}
        />
        {APPLICATION_STATUSES.map((status) => (
          <Chip
            key={status}
            label={statusLabel(status)}
            clickable
            color={value.status === status ? 'primary' : 'default'}
            variant={value.status === status ? 'filled' : 'outlined'}
            aria-pressed={value.status === status}
            onClick={() => setStatus(status)}
          />
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: '1fr 1fr',
            md: centres.length > 1 ? '2fr 1.3fr 1fr 1fr 1.3fr' : '2fr 1.3fr 1fr 1fr',
          },
        }}
      >
        <TextField
          label="Search by name or reference"
          type="search"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label="Certificate number"
          size="small"
          value={certificate}
          onChange={(event) => setCertificate(event.target.value)}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <DateInput
          label="From"
          value={value.from ?? ''}
          max={value.to || undefined}
          error={rangeProblem === 'from' ? MESSAGES.dateRange : undefined}
          onDate={(from) => setDate({ from })}
        />
        <DateInput
          label="To"
          value={value.to ?? ''}
          min={value.from || undefined}
          error={rangeProblem === 'to' ? MESSAGES.dateRange : undefined}
          onDate={(to) => setDate({ to })}
        />
        {centres.length > 1 ? (
          <TextField
            select
            label="Centre"
            size="small"
            value={value.centre_id ?? ''}
            onChange={(event) =>
              onChange({
                ...value,
                centre_id: event.target.value === '' ? '' : Number(event.target.value),
              })
            }
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          >
            <MenuItem value="">All centres</MenuItem>
            {centres.map((centre) => (
              <MenuItem key={centre.Reg_Center_ID} value={centre.Reg_Center_ID}>
                {centre.Reg_Center_Name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Box>
      {hasFilters ? (
        <Box>
          <Button
            size="small"
            onClick={() => {
              setSearch('');
              setCertificate('');
              setRangeProblem(undefined);
              onChange({});
            }}
          >
            Clear filters
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
