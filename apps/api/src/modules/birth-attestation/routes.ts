import {
  attestationDetailSchema,
  attestationKind,
  attestationSummarySchema,
  attestationWithNinSchema,
  attestationWithoutNinSchema,
  type AttestationSubmission,
} from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rowsOf } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordKindRoutes, submitRoute, type KindSubmissionCheck } from '../records/routes.ts';

/** Why a registered birth is not attested (409). */
export function alreadyRegisteredMessage(birth: {
  reference: string;
  certificate_number: string | null;
}): string {
  const number = birth.certificate_number
    ? `birth certificate number ${birth.certificate_number}`
    : `birth registration ${birth.reference}, awaiting approval`;
  return (
    `This person's birth is already registered (${number}). ` +
    'A letter of attestation is only for a birth that was never registered.'
  );
}

/**
 * 409 when the applicant's birth is already registered: a birth record of the same date of
 * birth whose child has the applicant's first name and surname (anywhere in the country), found
 * by day and first name (index of migration 0032; prepared on the read pool, one plan for all).
 * Birth records hold no NIN of the child, so a NIN cannot be matched with them.
 */
export const checkNotRegisteredAtBirth: KindSubmissionCheck = async (app, submission) => {
  const { applicant } = submission as AttestationSubmission;
  const firstname = applicant.firstname.toLowerCase();
  const surname = applicant.surname.toLowerCase();
  const [birth] = rowsOf<{ reference: string; certificate_number: string | null }>(
    await app.database.readDb.execute(sql`select reference, certificate_number from records
      where kind = 'birth' and event_date = ${applicant.date_of_birth}::date
        and lower(firstname) = ${firstname}
        and lower(particulars->'child'->>'surname') = ${surname}
      order by id
      limit 1`),
  );
  if (birth) {
    throw new AppError('ALREADY_REGISTERED', alreadyRegisteredMessage(birth), {
      reference: birth.reference,
      certificateNumber: birth.certificate_number,
    });
  }
};

const of = {
  kind: attestationKind,
  summarySchema: attestationSummarySchema,
  detailSchema: attestationDetailSchema,
  tag: 'birth attestation',
  check: checkNotRegisteredAtBirth,
};

/**
 * Birth attestations at the spec's paths: `/api/birth-attestation/...` (`POST /add` for an
 * applicant with a NIN), `POST /api/self-attestation/no-nin` for one without (same engine),
 * and `/api/dcr/registrations/attestation/...` for the reviewer. The attestation fee is paid:
 * the engine checks the payment reference and binds it with the record (records/paid.ts).
 */
export const birthAttestationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(recordKindRoutes({ ...of, addBody: attestationWithNinSchema }));
  await app.register(
    async (selfAttestation) => {
      submitRoute(selfAttestation, of, '/no-nin', attestationWithoutNinSchema);
    },
    { prefix: '/api/self-attestation' },
  );
};
