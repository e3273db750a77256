import {
  ATTESTATION_PURPOSES,
  countryName,
  EDUCATION_LEVELS,
  IDENTITY_DOCUMENT_TYPES,
  LATE_APPLICATION_REASONS,
  MARITAL_STATUSES,
  OCCUPATIONS,
  PLACES_OF_BIRTH,
  SEXES,
  type AttestationDraft,
} from '@vitalreg/domain';
import type { WizardStepContext } from '@/components/wizard/form-wizard';
import {
  EMPTY,
  FilePreview,
  fullName,
  lgaOf,
  nameIn,
  num,
  RecordPreview,
  stateOf,
  text,
  useRegistrationPlaceRows,
  type PreviewRow,
  type PreviewSection,
  type PreviewValues,
} from '@/features/records/components/wizard/record-preview';
import { AttestationPayment } from './attestation-payment';

type Values = PreviewValues;
type Row = PreviewRow;

const name = (person: Values) => fullName(person) || EMPTY;

/** An uploaded document's thumbnail, or a dash when none was uploaded. */
function uploaded(value: unknown, label: string) {
  const url = value && typeof value === 'object' ? (value as Values).url : undefined;
  return <FilePreview key={label} fileKey={url} label={label} />;
}

function applicantRows(applicant: Values, withNin: boolean): Row[] {
  return [
    ...(withNin ? ([['NIN', text(applicant.nin)]] as Row[]) : []),
    ['Name', name(applicant)],
    ['Sex', nameIn(SEXES, applicant.sex)],
    ['Date of birth', text(applicant.date_of_birth)],
    ['Marital status', nameIn(MARITAL_STATUSES, applicant.marital_status)],
    ['Phone number', text(applicant.phone)],
    ['Email', text(applicant.email)],
    ['State of origin', stateOf(applicant.state_of_origin)],
    ['LGA of origin', lgaOf(applicant.lga_of_origin)],
    ['Town', text(applicant.town)],
    ['Identity document', nameIn(IDENTITY_DOCUMENT_TYPES, applicant.id_type)],
    ['Identity document number', text(applicant.id_number)],
    ['Photograph', <FilePreview key="face" fileKey={applicant.face} label="Applicant's face" />],
  ];
}

function informationRows(information: Values, placeRows: Row[]): Row[] {
  return [
    ['Place of birth', nameIn(PLACES_OF_BIRTH, information.place_of_birth)],
    ['State of birth', stateOf(information.state_of_birth)],
    ['LGA of birth', lgaOf(information.lga_of_birth)],
    ['Town of birth', text(information.town_of_birth)],
    ['Current address', text(information.current_address)],
    ['Level of education', nameIn(EDUCATION_LEVELS, information.education)],
    ['Occupation', nameIn(OCCUPATIONS, information.occupation)],
    ['Work address', text(information.work_address)],
    ['Reason for the application', nameIn(LATE_APPLICATION_REASONS, information.request_reason)],
    ['Required for', nameIn(ATTESTATION_PURPOSES, information.required_for)],
    ['Address of the request', text(information.address_of_request)],
    ['Country', countryName(num(information.country)) ?? text(information.country)],
    ...placeRows,
  ];
}

/** "Town, LGA, State" of a parent. */
const placeOf = (parent: Values) =>
  [text(parent.town), lgaOf(parent.lga), stateOf(parent.state)].join(', ');

function parentsRows(parents: Values): Row[] {
  const father = (parents.father ?? {}) as Values;
  const mother = (parents.mother ?? {}) as Values;
  return [
    ['Father', name(father)],
    ["Father's town, LGA and state", placeOf(father)],
    ['Mother', name(mother)],
    ["Mother's maiden name", text(mother.maiden_name)],
    ["Mother's town, LGA and state", placeOf(mother)],
    [
      "Parent's signature",
      <FilePreview key="signature" fileKey={parents.signature} label="Parent's signature" />,
    ],
    ['Supporting document', uploaded(parents.support_document, 'Supporting document')],
  ];
}

/**
 * Information Preview of an attestation, each group with an Edit link, then the attestation
 * fee's payment (a verified reference, or a waiver for a role that may waive fees).
 */
export function AttestationPreviewStep({
  context,
}: {
  context: WizardStepContext<AttestationDraft>;
}) {
  const { draft } = context;
  const information = draft.information as Values;
  const placeRows = useRegistrationPlaceRows(information);
  const parents = parentsRows(draft.parents as Values);
  const sections: PreviewSection[] = [
    {
      step: 'applicant_form',
      title: 'Particulars of Applicant',
      rows: applicantRows(draft.applicant as Values, draft.form === 'with_nin'),
    },
    {
      step: 'information_form',
      title: 'Additional Information',
      rows: informationRows(information, placeRows),
    },
    // The parents' step has its title on each form.
    { step: 'parent_form', title: "Parent's Information", rows: parents },
    { step: 'parents_form', title: 'Parents Information', rows: parents },
    {
      step: 'documents_form',
      title: 'Document Upload',
      rows: [['Affidavit', uploaded(draft.documents?.affidavit, 'Affidavit')]],
    },
  ];
  return (
    <RecordPreview context={context} sections={sections} checkWith="the applicant">
      <AttestationPayment />
    </RecordPreview>
  );
}
