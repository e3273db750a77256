import TextField from '@mui/material/TextField';

interface FilterSelectProps {
  label: string;
  /** The empty choice's words ("Any", "All LGAs"). */
  any?: string;
  value: number | undefined;
  options: readonly { value: string | number; name: string }[];
  disabled?: boolean;
  onChange: (value: number | undefined) => void;
}

/**
 * A list filter: a native select of ids whose empty choice means "any". A value not among the
 * options (an address typed by hand, a list still loading) is kept and shown by its id.
 */
export function FilterSelect({
  label,
  any = 'Any',
  value,
  options,
  disabled,
  onChange,
}: FilterSelectProps) {
  const unlisted = value !== undefined && !options.some((option) => option.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === undefined ? '' : String(value)}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 190 }}
    >
      <option value="">{any}</option>
      {unlisted ? <option value={String(value)}>{`${label} ${value}`}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.name}
        </option>
      ))}
    </TextField>
  );
}
