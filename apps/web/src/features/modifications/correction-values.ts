import {
  lookupLabel,
  particularValue,
  valueAt,
  withValueAt,
  type CorrectableField,
  type CorrectionInput,
  type LookupOption,
  type ParticularFormat,
  type ParticularsLayout,
} from '@vitalreg/domain';
import { formatDate } from '@/lib/dates';
import type { ModificationKind } from './modification-kinds';

/** How a widget's value prints when the kind's layout does not name the value's path. */
const WIDGET_FORMATS: Record<CorrectionInput['widget'], ParticularFormat> = {
  text: 'text',
  sex: 'sex',
  date: 'date',
  age_at_death: 'ageAtDeath',
  photo: 'text',
};

function formatOf(layout: ParticularsLayout, input: CorrectionInput): ParticularFormat {
  for (const group of layout.groups) {
    const field = group.fields.find((candidate) => candidate.path === input.path);
    if (field) return field.format ?? 'text';
  }
  return WIDGET_FORMATS[input.widget];
}

/**
 * A value of a correction as the record's page prints it (a date, the sex's name, "3 years"),
 * or undefined when there is none. A photo is a stored file: shown, not printed.
 */
export function printedValue(
  layout: ParticularsLayout,
  input: CorrectionInput,
  value: unknown,
): string | undefined {
  const holder = withValueAt({}, input.path, value);
  return particularValue(
    holder,
    { path: input.path, format: formatOf(layout, input) },
    { date: formatDate },
  );
}

/** The registered value of each input of the kind, by the request's member name. */
export function registeredValues(
  kind: ModificationKind,
  particulars: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    kind.corrections.fields.flatMap((field) =>
      field.inputs.map((input) => [input.name, valueAt(particulars, input.path)]),
    ),
  );
}

/** The input of the kind sent as `name`, with its field. */
export function inputNamed(
  kind: ModificationKind,
  name: string,
): { field: CorrectableField; input: CorrectionInput } | undefined {
  for (const field of kind.corrections.fields) {
    const input = field.inputs.find((candidate) => candidate.name === name);
    if (input) return { field, input };
  }
  return undefined;
}

/** The name of a value in one of the domain's short lists (codes stored as numbers or text). */
export function listName(list: readonly LookupOption[], value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return lookupLabel(list, value) ?? lookupLabel(list, Number(value)) ?? String(value);
}
