import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { forwardRef, useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { screenMessage } from '@/lib/errors';

/** One problem of the step: the field's name in the form and its message. */
export interface SummaryItem {
  name: string;
  message: string;
  /** The field's label, when the form shows one. */
  label?: string;
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
    if (isFieldError(value) && value.message) {
      items.push({ name, message: screenMessage(value.message) });
    } else items.push(...summaryItems(value as FieldErrors, name));
  }
  return items;
}

/**
 * The items in the order their fields stand in `form` (fields not found keep theirs, last),
 * each with its field's label.
 */
export function inFormOrder(items: SummaryItem[], form: HTMLElement | null): SummaryItem[] {
  const fields = form ? Array.from(form.querySelectorAll('[name]')) : [];
  const at = (name: string) => fields.findIndex((field) => field.getAttribute('name') === name);
  return items
    .map((item, index) => {
      const field = fields[at(item.name)];
      return { item: { ...item, label: labelOf(field) }, index, at: at(item.name) };
    })
    .sort(
      (a, b) => (a.at < 0 ? Infinity : a.at) - (b.at < 0 ? Infinity : b.at) || a.index - b.index,
    )
    .map(({ item }) => item);
}

/** A field's label as shown ("Phone number"), without the required mark. */
function labelOf(field: Element | undefined): string | undefined {
  const labels =
    field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.labels : null;
  const text = labels?.[0]?.textContent ?? field?.getAttribute('aria-label') ?? '';
  return text.replace(/[\s\u2009]*\*\s*$/, '').trim() || undefined;
}

/** A problem as the summary lists it: with its field's label unless the message names it. */
export function summaryText({ label, message }: SummaryItem): string {
  return label && !message.toLowerCase().includes(label.toLowerCase())
    ? `${label}: ${message}`
    : message;
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
                {summaryText(item)}
              </Link>
            </li>
          ))}
        </Box>
      </div>
    </Box>
  );
});
