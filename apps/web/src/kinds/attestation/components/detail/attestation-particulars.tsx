import {
  ATTESTATION_PURPOSES,
  EDUCATION_LEVELS,
  IDENTITY_DOCUMENT_TYPES,
  LATE_APPLICATION_REASONS,
  MARITAL_STATUSES,
  OCCUPATIONS,
  PLACES_OF_BIRTH,
  SEXES,
} from '@vitalreg/domain';
import {
  codeName,
  country,
  date,
  lga,
  names,
  part,
  registrationPlace,
  rows,
  state,
  text,
  type ParticularGroup,
  type Values,
} from '@/features/records/components/detail/particular-values';
import { ParticularGroups } from '@/features/records/components/detail/particulars-section';
import { capturedFile } from '@/features/records/components/detail/record-files';
import type { RecordDetail, RecordFileEntry } from '@/features/records/types';

/** Where a parent is from, as the parents' step asks it. */
function parentPlace(parent: Values): [string, string | undefined][] {
  return [
    ['State', state(parent.state)],
    ['LGA', lga(parent.lga)],
    ['Town', text(parent.town)],
  ];
}

function applicantGroup(applicant: Values): ParticularGroup {
  return {
    title: 'Particulars of Applicant',
    rows: rows([
      ...names(applicant),
      ['Sex', codeName(SEXES, applicant.sex)],
      ['Date of birth', date(applicant.date_of_birth)],
      ['Marital status', codeName(MARITAL_STATUSES, applicant.marital_status)],
      ['NIN', text(applicant.nin)],
      ['Identity document', codeName(IDENTITY_DOCUMENT_TYPES, applicant.id_type)],
      ['Identity document number', text(applicant.id_number)],
      ['State of origin', state(applicant.state_of_origin)],
      ['LGA of origin', lga(applicant.lga_of_origin)],
      ['Town', text(applicant.town)],
      ['Phone', text(applicant.phone)],
      ['Email', text(applicant.email)],
    ]),
  };
}

function informationGroup(information: Values): ParticularGroup {
  return {
    title: 'Additional Information',
    rows: rows([
      ['Place of birth', codeName(PLACES_OF_BIRTH, information.place_of_birth)],
      ['State of birth', state(information.state_of_birth)],
      ['LGA of birth', lga(information.lga_of_birth)],
      ['Town of birth', text(information.town_of_birth)],
      ['Current address', text(information.current_address)],
      ['Level of education', codeName(EDUCATION_LEVELS, information.education)],
      ['Occupation', codeName(OCCUPATIONS, information.occupation)],
      ['Work address', text(information.work_address)],
      [
        'Reason for the application',
        codeName(LATE_APPLICATION_REASONS, information.request_reason),
      ],
      ['Required for', codeName(ATTESTATION_PURPOSES, information.required_for)],
      ['Address of the request', text(information.address_of_request)],
      ['Country', country(information.country)],
    ]),
  };
}

/** An attestation's particulars grouped as its wizards ask them, with the fee it was paid with. */
export function attestationParticularGroups(
  particulars: Values,
  centreName?: string,
): ParticularGroup[] {
  const parents = part(particulars, 'parents') ?? {};
  const father = part(parents, 'father');
  const mother = part(parents, 'mother');
  const groups = [
    applicantGroup(part(particulars, 'applicant') ?? {}),
    informationGroup(part(particulars, 'information') ?? {}),
  ];
  if (father) {
    groups.push({
      title: 'Particulars of Father',
      rows: rows([...names(father), ...parentPlace(father)]),
    });
  }
  if (mother) {
    groups.push({
      title: 'Particulars of Mother',
      rows: rows([
        ...names(mother),
        ['Maiden name', text(mother.maiden_name)],
        ...parentPlace(mother),
      ]),
    });
  }
  groups.push(
    {
      title: 'Attestation fee',
      rows: rows([
        ['Payment reference', text(particulars.reference)],
        ['Fee waived because', text(particulars.waiver_reason)],
      ]),
    },
    registrationPlace(particulars, centreName),
  );
  return groups;
}

/** An attestation's particulars (the detail page's part of the attestation kind). */
export function AttestationParticulars({ record }: { record: RecordDetail }) {
  return (
    <ParticularGroups
      groups={attestationParticularGroups(record.particulars as Values, record.centre.name)}
    />
  );
}

/** An uploaded document (`{ mimeType, url }`) of the particulars, if one was stored. */
function uploadedFile(value: unknown, label: string): RecordFileEntry[] {
  if (!value || typeof value !== 'object') return [];
  const { url, mimeType } = value as Values;
  if (typeof url !== 'string' || url === '') return [];
  return [{ key: url, label, mimeType: typeof mimeType === 'string' ? mimeType : undefined }];
}

/**
 * An attestation's stored files: the applicant's face, the parents' signature, the supporting
 * document and (without a NIN) the affidavit.
 */
export function attestationRecordFiles(particulars: unknown): {
  captures: RecordFileEntry[];
  documents: RecordFileEntry[];
} {
  const values = (particulars ?? {}) as Values;
  const parents = part(values, 'parents');
  const captures = [
    capturedFile(values.applicant, 'face', "Applicant's face"),
    capturedFile(parents, 'signature', "Parent's signature"),
  ].filter((file): file is RecordFileEntry => file !== undefined);
  return {
    captures,
    documents: [
      ...uploadedFile(parents?.support_document, 'Supporting document'),
      ...uploadedFile(values.affidavit, 'Affidavit'),
    ],
  };
}
