import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  currentMonth,
  lgasOfState,
  RECORD_KINDS,
  STATISTICS_START_MONTH,
  statesSortedByName,
  type RecordKindKey,
  type RegistrationCentre,
} from '@vitalreg/domain';
import { useMemo } from 'react';
import { FilterSelect } from '@/components/ui/filter-select';
import { KIND_NAMES, monthName } from '../figures';
import { areaPickers, periodMonths, type OwnArea, type ViewFilters } from '../view-filters';

const STATES = statesSortedByName().map((state) => ({
  value: state.State_ID,
  name: state.State_Name,
}));

export interface StatisticsFiltersProps {
  value: ViewFilters;
  onChange: (filters: ViewFilters) => void;
  area: OwnArea;
  /** The user's own area in words, for the levels they cannot change. */
  areaName: string | null;
  /** The registration centres the user may see (the options' list). */
  centres: readonly RegistrationCentre[];
}

/**
 * The view's period, kind and area. The area narrows from the user's own: a national user picks a
 * state, then an LGA, then a centre; a state's staff start at their state, an LGA's at their LGA.
 */
export function StatisticsFilters({
  value,
  onChange,
  area,
  areaName,
  centres,
}: StatisticsFiltersProps) {
  const months = useMemo(() => periodMonths(), []);
  const pickers = areaPickers(area);
  const stateId = pickers.state ? value.state : (area.stateId ?? undefined);
  const lgaId = pickers.lga ? value.lga : (area.lgaId ?? undefined);
  const lgas = useMemo(
    () =>
      stateId ? lgasOfState(stateId).map((lga) => ({ value: lga.LGA_ID, name: lga.LGA_Name })) : [],
    [stateId],
  );
  const lgaCentres = useMemo(
    () =>
      lgaId
        ? centres
            .filter((centre) => centre.LGA_ID === lgaId)
            .map((centre) => ({ value: centre.Reg_Center_ID, name: centre.Reg_Center_Name }))
            .sort((a, b) => a.name.localeCompare(b.name, 'en'))
        : [],
    [centres, lgaId],
  );
  const from = value.from ?? STATISTICS_START_MONTH;
  const to = value.to ?? currentMonth();
  const changed = Object.values(value).some((v) => v !== undefined);

  // A period never ends before it starts: moving one end past the other moves both.
  const setFrom = (month: string) =>
    onChange({ ...value, from: month, to: month > to ? month : to });
  const setTo = (month: string) =>
    onChange({ ...value, to: month, from: month < from ? month : from });

  return (
    <Box component="section" aria-label="Filters" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <MonthSelect label="From" value={from} months={months} onChange={setFrom} />
        <MonthSelect label="To" value={to} months={months} onChange={setTo} />
        {pickers.state ? (
          <FilterSelect
            label="State"
            any="All states"
            value={value.state}
            options={STATES}
            onChange={(state) => onChange({ ...value, state, lga: undefined, centre: undefined })}
          />
        ) : null}
        {pickers.lga ? (
          <FilterSelect
            label="LGA"
            any="All LGAs"
            value={value.lga}
            options={lgas}
            disabled={!stateId}
            onChange={(lga) => onChange({ ...value, lga, centre: undefined })}
          />
        ) : null}
        {pickers.centre ? (
          <FilterSelect
            label="Registration centre"
            any="All centres"
            value={value.centre}
            options={lgaCentres}
            disabled={!lgaId || lgaCentres.length === 0}
            onChange={(centre) => onChange({ ...value, centre })}
          />
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Box
          role="group"
          aria-label="Kind of record"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {[undefined, ...RECORD_KINDS].map((kind: RecordKindKey | undefined) => (
            <Chip
              key={kind ?? 'all'}
              label={kind ? KIND_NAMES[kind] : 'All kinds'}
              clickable
              color={value.kind === kind ? 'primary' : 'default'}
              variant={value.kind === kind ? 'filled' : 'outlined'}
              aria-pressed={value.kind === kind}
              onClick={() => onChange({ ...value, kind })}
            />
          ))}
        </Box>
        {areaName ? (
          <Typography variant="body2" color="text.secondary">
            Your area: {areaName}
          </Typography>
        ) : null}
        {changed ? (
          <Button size="small" onClick={() => onChange({})}>
            Clear filters
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

function MonthSelect({
  label,
  value,
  months,
  onChange,
}: {
  label: string;
  value: string;
  months: readonly string[];
  onChange: (month: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 170 }}
    >
      {/* A month from a hand-written address that is not offered still shows what it is. */}
      {months.includes(value) ? null : <option value={value}>{value}</option>}
      {months.map((month) => (
        <option key={month} value={month}>
          {monthName(month, true)}
        </option>
      ))}
    </TextField>
  );
}
