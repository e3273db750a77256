// What the crash soak's clients submit (scripts/soak/crash-retry.mjs): births, deaths and
// stillbirths made from the domain's fixtures (TypeScript source, loaded through tsx), each with
// a subject of its own so that none is another's possible duplicate, at the demo registrar's
// centre, with the files it needs uploaded once.
import { tsImport } from 'tsx/esm/api';

const domain = await tsImport('@vitalreg/domain', import.meta.url);
const sandbox = await tsImport(
  '../../apps/api/src/integrations/identity/sandbox.ts',
  import.meta.url,
);

/** A 1x1 PNG: enough for the server's content checks of a signature or a document. */
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

/** n in base 26 as capitalised letters (names may not hold digits), `width` letters at least. */
function letters(n, width = 5) {
  let text = '';
  for (let i = 0; i < width || n > 0; i++) {
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  }
  return text;
}

/** The names the identity agency holds for a sandbox person, as a submission gives them. */
const agencyNames = ({ surname, firstname, middlename }) => ({ surname, firstname, middlename });

/**
 * Where each kind is submitted, and where its stored particulars hold the name that makes each
 * submission unique (SQL, for the checks).
 */
export const KINDS = {
  birth: { apiPath: 'birth-registration', name: "particulars #>> '{child,firstname}'" },
  death: { apiPath: 'death-registration', name: "particulars #>> '{deceased,firstname}'" },
  stillbirth: {
    apiPath: 'stillbirth',
    name: "split_part(particulars #>> '{mother,fullname}', ' ', 1)",
  },
};

/** The registrar's centre and the keys of a signature and a document uploaded there. */
export async function prepareUploads(url, authorization) {
  const upload = async (kind) => {
    const response = await fetch(`${url}/api/documents`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ kind, mimeType: 'image/png', fileName: 'soak', data: TINY_PNG }),
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`Upload failed: ${JSON.stringify(body.message)}`);
    return body.data.key;
  };
  return { signature: await upload('signature'), document: await upload('support_document') };
}

/**
 * A function (kind, n) -> { body, name }: the n-th submission of the run, a new subject whose
 * unique name (`name`, its first name or its mother's) is how the checks find its records.
 * `tag` (letters) keeps one run's names apart from another's.
 */
export function payloadMaker({ centre, files, tag }) {
  const place = {
    Reg_Center: centre.id,
    registration_state: centre.stateId,
    registration_lga: centre.lgaId,
  };
  const birth = domain.toBirthRegistrationSubmission(
    domain.exampleBirthRegistrationDraft('claimed'),
  );
  const death = domain.exampleDeathRegistrationSubmission('form_b');
  const stillbirth = domain.exampleStillbirthSubmission();
  return (kind, n) => {
    const name = `${tag}${letters(n)}`.replace(/^./, (c) => c.toUpperCase());
    // Half of them confirmed "not a duplicate": a retry of those is saved again in full and
    // stopped by the key's unique index; the others find their own first save as a duplicate.
    const confirmNotDuplicate = n % 2 === 0;
    switch (kind) {
      case 'birth':
        return {
          name,
          body: {
            ...birth,
            ...place,
            child: { ...birth.child, firstname: name },
            mother: {
              ...birth.mother,
              firstname: name,
              // Names of the run's own carry no identity number (a number's names are the
              // agency's: docs/identity.md).
              nin: null,
              tracking_id: null,
              reason_for_no_nin: 'Lack of Awareness',
            },
            informant: { ...birth.informant, signature: files.signature },
            SupportingDocument: [
              { type: 'immunization-card', mimeType: 'image/png', url: files.document },
            ],
            confirmNotDuplicate,
          },
        };
      case 'death':
        return {
          name,
          body: {
            ...death,
            ...place,
            deceased: {
              ...death.deceased,
              firstname: name,
              nin: null,
              reason_for_no_nin: 'Lack of Awareness',
            },
            informant: {
              ...death.informant,
              ...agencyNames(sandbox.SANDBOX_PEOPLE.informant),
              nin: sandbox.SANDBOX_NINS.informant,
              signature: files.signature,
            },
            documents: [{ type: 'affidavit', mimeType: 'image/png', url: files.document }],
            confirmNotDuplicate,
          },
        };
      case 'stillbirth':
        return {
          name,
          body: {
            ...stillbirth,
            ...place,
            mother: { ...stillbirth.mother, fullname: `${name} Bello Musa` },
            confirmNotDuplicate,
          },
        };
      default:
        throw new Error(`No payload for ${kind}`);
    }
  };
}
