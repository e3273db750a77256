import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { forwardRef, useId } from 'react';
import type { FieldErrors } from 'react-hook-form';

/** One problem of the step: the field's name in the form and its message. */
export interface SummaryItem {
  name: string;
  message: string;
}

function isFieldError(value: unknown): value is { message: string } {
  return (
    !!value &&
    typeof value === 'object' &&
    'type' in value &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** A form's errors (nested as react-hook-form keeps them) as one list, in the order given. */
export function summaryItems(errors: FieldErrors, prefix = ''): SummaryItem[] {
  const items: SummaryItem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (isFieldError(value) && value.message) items.push({ name, message: value.message });
    else items.push(...summaryItems(value as FieldErrors, name));
  }
  return items;
}

/** The items in the order their fields stand in `form` (fields not found keep theirs, last). */
export function inFormOrder(items: SummaryItem[], form: HTMLElement | null): SummaryItem[] {
  const position = (name: string) => {
    const fields = form ? Array.from(form.querySelectorAll('[name]')) : [];
    const index = fields.findIndex((field) => field.getAttribute('name') === name);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return items
    .map((item, index) => ({ item, index, at: position(item.name) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ item }) => item);
}

export interface ErrorSummaryProps {
  items: readonly SummaryItem[];
  /** Moves the focus to the field (a link of the list was followed). */
  onSelect: (name: string) => void;
}

/**
 * GOV.UK's error summary: "There is a problem" and one link per problem, each to its field.
 * The wizard moves the focus here when Next finds problems, so a screen reader reads them all.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { items, onSelect },
  ref,
) {
  const titleId = useId();
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      role="group"
      sx={{
        border: 4,
        borderColor: 'error.main',
        borderRadius: 1,
        p: 2,
        '&:focus-visible, &:focus': { outline: '3px solid', outlineColor: 'warning.main' },
      }}
    >
      <div role="alert">
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
          There is a problem
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {items.map((item) => (
            <li key={item.name}>
              <Link
                href={`#${item.name}`}
                color="error"
                sx={{ fontWeight: 600 }}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(item.name);
                }}
              >
                {item.message}
              </Link>
            </li>
          ))}
        </Box>
      </div>
    </Box>
  );
});
