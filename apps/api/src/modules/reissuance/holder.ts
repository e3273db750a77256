import {
  REISSUANCE_MESSAGES,
  type ReissuanceRequest,
  type ReissuanceTypeDeclaration,
} from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { particularsOf } from '../certificates/service.ts';
import type { RecordRow } from '../records/repository.ts';

/** Lower case, no tone marks or other accents, single spaces: "Ṣẹgun" matches "segun". */
const folded = (value: unknown) =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether the request's NIN or particulars are the certificate holder's (the type's declaration
 * says where the holder sits in the record). By NIN: the NIN stored with the record when it
 * holds one (an attestation applicant's); otherwise the identity agency's surname and date of
 * birth for the NIN must be the certificate's (503 when it does not answer). By particulars:
 * the names and date of birth, folded; the middle name only when given.
 */
export async function holderMatches(
  app: FastifyInstance,
  type: ReissuanceTypeDeclaration,
  record: RecordRow,
  request: ReissuanceRequest,
): Promise<boolean> {
  const holder = type.holderOf(particularsOf(record));
  if (request.validation_mode === 'nin') {
    const nin = request.applicant_nin ?? '';
    if (holder.nin !== null) return holder.nin === nin;
    const result = await app.identity.verifyNin(nin);
    if (result.status === 'unavailable') {
      throw new AppError('IDENTITY_UNAVAILABLE', REISSUANCE_MESSAGES.identityUnavailable, {
        retryAfter: 5,
      });
    }
    const person = result.status === 'verified' ? result.person : null;
    return (
      person !== null &&
      folded(person.surname) === folded(holder.surname) &&
      person.dateOfBirth === holder.dateOfBirth
    );
  }
  return (
    folded(request.firstname) === folded(holder.firstname) &&
    folded(request.surname) === folded(holder.surname) &&
    (request.middlename ? folded(request.middlename) === folded(holder.middlename) : true) &&
    request.date_of_birth === holder.dateOfBirth
  );
}
