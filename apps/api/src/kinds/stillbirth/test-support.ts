/** Stillbirth payloads for the API's tests. */
import { exampleStillbirthSubmission } from '@vitalreg/domain';
import {
  partOf,
  placeAt,
  randomName,
  type CentreInfo,
  type Payload,
} from '../../modules/records/test-support.ts';

/**
 * A valid stillbirth at `centre` (the domain's fixture: delivered 2 days ago), its mother's
 * full name starting with a random name, so it is nobody's duplicate unless a test makes it one.
 */
export function stillbirthPayload(centre: CentreInfo, edit?: (payload: Payload) => void): Payload {
  const payload = structuredClone(exampleStillbirthSubmission()) as Payload;
  placeAt(payload, centre);
  partOf(payload, 'mother').fullname = `${randomName()} Bello Musa`;
  edit?.(payload);
  return payload;
}
