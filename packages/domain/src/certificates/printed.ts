import {
  certificateSections,
  particularValue,
  type ParticularsLayout,
} from '../records/shared/particulars.ts';
import { longDate } from '../validation/dates.ts';
import type { PrintedSection } from './signed-payload.ts';

/**
 * Every particular a certificate of the layout prints, section by section, as printed (names
 * given first, dates written out); empty values and empty sections are left out, as on the
 * paper. The place of registration (the template's) is not among them.
 */
export function printedParticulars(
  layout: ParticularsLayout,
  particulars: unknown,
): PrintedSection[] {
  return certificateSections(layout).flatMap((section) => {
    const rows = section.fields.flatMap((field) => {
      const value = particularValue(particulars, field, { date: longDate });
      return value === undefined ? [] : [{ label: field.label, value }];
    });
    return rows.length === 0 ? [] : [{ title: section.title, rows }];
  });
}
