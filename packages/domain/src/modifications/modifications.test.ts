import { describe, expect, it } from 'vitest';
import { decideModification } from '../access/modifications.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../access/permissions.ts';
import type { Actor } from '../access/policy.ts';
import { recordKindOf } from '../records/kinds.ts';
import { correctableField, marginalNote, missingDocuments, withValueAt } from './corrections.ts';
import { MODIFICATION_MESSAGES as M } from './messages.ts';
import { modificationRequestSchema } from './schemas.ts';

const birth = recordKindOf('birth');
const corrections = birth.corrections!;
const inputs = corrections.fields.flatMap((field) => field.inputs.map((input) => input.name));
const documents = (types: string[]) =>
  types.map((type) => ({ type, mimeType: 'image/jpeg', url: 'birth/letter-1.jpg' }));

function body(modField: string, values: Record<string, unknown>, extra: object = {}) {
  return {
    ...Object.fromEntries(inputs.map((name) => [name, null])),
    Birth_Reg_ID: 7,
    mod_type: 'birth-mod',
    mod_field: modField,
    mod_reason: 'clerical_error',
    requester: { type: 'subject', proof: 'none' },
    supporting_documents: documents(['request-letter', 'affidavit-from-credible-witness']),
    payment_reference: 'SBX-PAID-1',
    ...values,
    ...extra,
  };
}

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('a correction request, read by the one schema the form and the API share', () => {
  const schema = modificationRequestSchema(corrections);

  it("keeps only the field's values, trimmed by their own rules, and names the record", () => {
    const parsed = schema.parse(
      body('child_name', { child_surname: ' Okafor ', child_firstname: 'Ada' }),
    );
    expect(parsed).toMatchObject({
      record_id: 7,
      mod_field: 'child_name',
      values: { child_surname: 'Okafor', child_firstname: 'Ada', child_middlename: null },
    });
  });

  it("refuses another field's values, a missing document of the rule, and an unknown field", () => {
    const other = schema.safeParse(
      body('child_name', { child_surname: 'Okafor', child_firstname: 'Ada', mother_surname: 'X' }),
    );
    expect(messages(other)).toContain(M.onlyField("Child's name"));
    const sex = schema.safeParse(body('child_sex', { child_sex: 2 }));
    expect(messages(sex)).toContain('Attach a medical record.');
    expect(schema.safeParse(body('deceased_name', {})).success).toBe(false);
  });

  it("asks who the requester is and their proof's details", () => {
    const result = schema.safeParse(
      body(
        'child_name',
        { child_surname: 'Okafor', child_firstname: 'Ada' },
        { requester: { type: 'other', proof: 'document' } },
      ),
    );
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        M.requesterName,
        M.requesterRelationship,
        M.documentType,
        M.documentNumber,
      ]),
    );
  });

  it('an amendment names the request and carries no payment', () => {
    const amend = modificationRequestSchema(corrections, { amend: true });
    const parsed = amend.parse({
      ...body(
        'child_sex',
        { child_sex: 1 },
        {
          supporting_documents: documents(['request-letter', 'medical-record']),
        },
      ),
      modification_id: 3,
    });
    expect(parsed).toMatchObject({ modification_id: 3, payment_reference: undefined });
  });
});

describe('the rules and the policy of corrections', () => {
  const actor = (role: keyof typeof DEFAULT_ROLE_PERMISSIONS, id = 1): Actor => ({
    id,
    permissions: DEFAULT_ROLE_PERMISSIONS[role],
    scope: 'state',
    area: { stateId: 25, lgaId: null, centreId: null },
  });
  const facts = (field: string, requestedBy = 2) => ({
    kind: birth,
    status: 'pending' as const,
    place: { stateId: 25, lgaId: 500, centreId: 9 },
    recordStatus: 'printed' as const,
    requestedBy,
    approver: correctableField(corrections, field)!.rule.approver,
  });

  it('is not reviewed by whoever set the requester’s password while the requester kept it', () => {
    for (const action of ['approve', 'query'] as const) {
      expect(
        decideModification(
          actor('dcr'),
          { ...facts('child_name'), requesterPasswordSetBy: 1 },
          action,
        ),
      ).toEqual({ allowed: false, reason: 'set_their_password' });
      expect(
        decideModification(
          actor('dcr'),
          { ...facts('child_name'), requesterPasswordSetBy: 2 },
          action,
        ).allowed,
      ).toBe(true);
    }
  });

  it('a spelling fix is a DCR’s to approve, a sex change a state director’s, never the requester’s', () => {
    expect(decideModification(actor('dcr'), facts('child_name'), 'approve')).toEqual({
      allowed: true,
      next: 'approved',
    });
    expect(decideModification(actor('dcr'), facts('child_sex'), 'approve')).toEqual({
      allowed: false,
      reason: 'missing_permission',
    });
    expect(decideModification(actor('state_director'), facts('child_sex'), 'approve').allowed).toBe(
      true,
    );
    expect(decideModification(actor('state_director', 2), facts('child_sex'), 'approve')).toEqual({
      allowed: false,
      reason: 'own_record',
    });
  });

  it('names what a rule still needs, and writes values at a path without changing the rest', () => {
    const rule = correctableField(corrections, 'applicant_dob')!.rule;
    expect(missingDocuments(rule, [{ type: 'school-record' }])).toEqual([['request-letter']]);
    const before = { child: { surname: 'A', firstname: 'B' }, mother: { surname: 'C' } };
    const after = withValueAt(before, 'child.surname', 'Z');
    expect(after).toEqual({ child: { surname: 'Z', firstname: 'B' }, mother: { surname: 'C' } });
    expect(before.child.surname).toBe('A');
    expect(marginalNote('2026-12-01', "Child's name")).toBe(
      "Corrected on 2026-12-01: child's name",
    );
  });
});
