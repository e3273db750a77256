import type { SubmissionIdentityNumber } from '../kind.ts';

/** A person's names as the identity agency and the capture forms hold them. */
export interface PersonNames {
  surname?: string | null | undefined;
  firstname?: string | null | undefined;
  middlename?: string | null | undefined;
}

/**
 * A name as compared with the identity agency's: accents and other marks dropped (Adébáyọ̀ is
 * Adebayo), lower case, spaces trimmed and runs of them made one. The agency, the clerk's
 * keyboard and an older record spell the same name with or without them.
 */
export function comparableName(name: string | null | undefined): string {
  return (name ?? '')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en')
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * Whether two people's names are the same as the forms lock them (surname, first name and
 * middle name; an absent middle name is an empty one), under comparableName.
 */
export function sameNames(a: PersonNames, b: PersonNames): boolean {
  return (['surname', 'firstname', 'middlename'] as const).every(
    (part) => comparableName(a[part]) === comparableName(b[part]),
  );
}

/** A person with their identity numbers, as a record holds them. */
type IdentifiedPerson = PersonNames & { nin?: string | null; tracking_id?: string | null };

/**
 * A person's NIN and tracking ID (when given) as identity numbers under `path`, each with the
 * person's names, which must be the agency's for that number.
 */
export function identityNumbersOf(
  path: string,
  person: IdentifiedPerson | null | undefined,
): SubmissionIdentityNumber[] {
  if (!person) return [];
  const names = {
    surname: person.surname ?? null,
    firstname: person.firstname ?? null,
    middlename: person.middlename ?? null,
  };
  const numbers: SubmissionIdentityNumber[] = [];
  if (person.nin) numbers.push({ path: `${path}.nin`, kind: 'nin', identifier: person.nin, names });
  if (person.tracking_id) {
    numbers.push({
      path: `${path}.tracking_id`,
      kind: 'tracking_id',
      identifier: person.tracking_id,
      names,
    });
  }
  return numbers;
}

/**
 * The parts of a record's particulars (`mother`, `applicant`) that carry an identity number:
 * their names were checked with the agency, and a correction of them follows its own rule
 * (modifications/corrections.ts `correctionRuleOf`).
 */
export function identifiedParts(particulars: Record<string, unknown>): string[] {
  return Object.entries(particulars)
    .filter(([, part]) => {
      if (!part || typeof part !== 'object') return false;
      const { nin, tracking_id } = part as { nin?: unknown; tracking_id?: unknown };
      return Boolean(nin) || Boolean(tracking_id);
    })
    .map(([key]) => key);
}
