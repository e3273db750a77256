import type { SubmissionIdentityNumber } from '../kind.ts';

/** A person's NIN and tracking ID (when given) as identity numbers under `path`. */
export function identityNumbersOf(
  path: string,
  person: { nin?: string | null; tracking_id?: string | null } | null | undefined,
): SubmissionIdentityNumber[] {
  const numbers: SubmissionIdentityNumber[] = [];
  if (person?.nin) numbers.push({ path: `${path}.nin`, kind: 'nin', identifier: person.nin });
  if (person?.tracking_id) {
    numbers.push({
      path: `${path}.tracking_id`,
      kind: 'tracking_id',
      identifier: person.tracking_id,
    });
  }
  return numbers;
}
