import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../access/permissions.ts';
import { exampleAttestationSubmission } from '../records/attestation/fixtures.ts';
import { reissuanceApprovalSchema } from './schemas.ts';
import { REISSUANCE_TYPE_DECLARATIONS, reissuanceTypeOf, reissuanceTypesFor } from './types.ts';

describe('reissuance types', () => {
  it('reissue birth and attestation certificates, each named, numbered and paid as the spec', () => {
    expect(reissuanceTypeOf('birth_reissuance')).toMatchObject({
      name: 'Birth Certificate',
      kind: 'birth',
      numberField: 'Certificate_No',
      numberExample: 'LA/2026/000001',
      paymentService: 'birth_reissuance',
    });
    expect(reissuanceTypeOf('attest_reissuance')).toMatchObject({
      name: 'Attestation Certificate',
      kind: 'attestation',
      numberField: 'attestation_number',
      numberExample: 'BA/LA/2026/000001',
      paymentService: 'attest_reissuance',
    });
    // The approval answers the number under every type's spec name.
    for (const { numberField } of Object.values(REISSUANCE_TYPE_DECLARATIONS)) {
      expect(Object.keys(reissuanceApprovalSchema.shape)).toContain(numberField);
    }
  });

  it("reads the holder: a birth's child, an attestation's applicant with the NIN", () => {
    const child = {
      child: { firstname: 'Ṣẹgun', surname: 'Ɗanjuma', childBirthDate: '2026-01-02T00:00:00' },
    };
    expect(reissuanceTypeOf('birth_reissuance').holderOf(child)).toEqual({
      firstname: 'Ṣẹgun',
      middlename: '',
      surname: 'Ɗanjuma',
      dateOfBirth: '2026-01-02',
      nin: null,
    });
    const attestation = exampleAttestationSubmission('with_nin') as unknown as Record<
      string,
      unknown
    >;
    expect(reissuanceTypeOf('attest_reissuance').holderOf(attestation)).toMatchObject({
      firstname: 'Oluwaseun',
      middlename: 'Kehinde',
      surname: 'Adeyemi',
      nin: '12345678901',
    });
    const without = exampleAttestationSubmission('without_nin') as unknown as Record<
      string,
      unknown
    >;
    expect(reissuanceTypeOf('attest_reissuance').holderOf(without).nin).toBeNull();
  });

  it('offers each type to the holders of its permissions only', () => {
    expect(reissuanceTypesFor(DEFAULT_ROLE_PERMISSIONS.registra, 'see')).toEqual([
      'birth_reissuance',
      'attest_reissuance',
    ]);
    expect(reissuanceTypesFor(['canSeeBirthCertReissuance'], 'see')).toEqual(['birth_reissuance']);
    expect(reissuanceTypesFor(['canListAttestReissuance'], 'list')).toEqual(['attest_reissuance']);
    expect(reissuanceTypesFor(['canListAttestReissuance'], 'see')).toEqual([]);
    expect(reissuanceTypesFor(DEFAULT_ROLE_PERMISSIONS.state_commissioner, 'list')).toHaveLength(2);
    expect(reissuanceTypesFor(DEFAULT_ROLE_PERMISSIONS.adhoc, 'list')).toEqual([]);
  });
});
