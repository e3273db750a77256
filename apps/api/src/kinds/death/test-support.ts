/** Death payloads for the API's tests. */
import { exampleDeathRegistrationSubmission, type DeathFormVariant } from '@vitalreg/domain';
import { SANDBOX_NINS, sandboxNames } from '../../modules/identity/test-support.ts';
import {
  centreFiles,
  partOf,
  placeAt,
  randomName,
  type CentreInfo,
  type Payload,
} from '../../modules/records/test-support.ts';

/**
 * A valid death at `centre` (the domain's fixture, form B by default: a man of 67; form A: a
 * girl of 2), with a deceased of random first name and no NIN, so it is nobody's duplicate
 * unless a test makes it one. Informant and (form A) mother are the identity sandbox's people;
 * signature and document are the centre's uploaded files (uploadCentreFiles).
 */
export function deathPayload(
  centre: CentreInfo,
  edit?: (payload: Payload) => void,
  form: DeathFormVariant = 'form_b',
): Payload {
  const payload = structuredClone(exampleDeathRegistrationSubmission(form)) as Payload;
  placeAt(payload, centre);
  Object.assign(partOf(payload, 'deceased'), {
    firstname: randomName(),
    nin: null,
    reason_for_no_nin: 'Lack of Awareness',
  });
  Object.assign(partOf(payload, 'informant'), sandboxNames('informant'), {
    nin: SANDBOX_NINS.informant,
  });
  if (payload.mother) {
    Object.assign(partOf(payload, 'mother'), sandboxNames('mother'), { nin: SANDBOX_NINS.mother });
  }
  const files = centreFiles(centre.id);
  if (files) {
    partOf(payload, 'informant').signature = files.png;
    if (form === 'form_b') {
      payload.documents = [{ type: 'affidavit', mimeType: 'image/jpeg', url: files.jpeg }];
    }
  }
  edit?.(payload);
  return payload;
}
