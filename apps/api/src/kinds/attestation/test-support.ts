/** Birth attestation payloads for the API's tests. */
import { exampleAttestationSubmission } from '@vitalreg/domain';
import { namesOfNin } from '../../modules/identity/test-support.ts';
import { newSandboxReference } from '../../integrations/payment-gateway/sandbox.ts';
import {
  centreFiles,
  partOf,
  placeAt,
  randomName,
  type CentreInfo,
  type Payload,
} from '../../modules/records/test-support.ts';

/**
 * A valid birth attestation at `centre` (the domain's fixture) by an applicant of random names,
 * paid with a fresh sandbox reference: nobody's duplicate. With `nin` (one the identity agency
 * knows, see verifiedNin) it is the with-NIN form; without, the form with an identity document
 * and the affidavit. Face and affidavit are the centre's uploaded files (uploadCentreFiles).
 */
export function attestationPayload(
  centre: CentreInfo,
  nin: string | undefined,
  edit?: (payload: Payload) => void,
): Payload {
  const variant = nin === undefined ? 'without_nin' : 'with_nin';
  const payload = structuredClone(exampleAttestationSubmission(variant)) as Payload;
  placeAt(payload, centre);
  payload.reference = newSandboxReference('attestation');
  const applicant = partOf(payload, 'applicant');
  // With a NIN, the names verifiedNin gave it (fresh, as random ones are).
  Object.assign(
    applicant,
    nin === undefined ? { firstname: randomName(), surname: randomName() } : namesOfNin(nin),
  );
  if (nin !== undefined) applicant.nin = nin;
  const files = centreFiles(centre.id);
  if (files) {
    applicant.face = files.png;
    if (payload.affidavit) payload.affidavit = { mimeType: 'image/jpeg', url: files.jpeg };
  }
  edit?.(payload);
  return payload;
}
