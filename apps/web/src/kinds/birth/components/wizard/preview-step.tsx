import {
  BIRTH_DOCUMENT_SLOTS,
  BIRTH_TYPES,
  INFORMANT_RELATIONSHIPS,
  MARITAL_STATUSES,
  NUMBERS_1_TO_20,
  OCCUPATIONS,
  PLACES_OF_BIRTH,
  RESIDENCE_TYPES,
  SEXES,
  type BirthRegistrationDraft,
  type SupportingDocumentType,
} from '@vitalreg/domain';
import type { WizardStepContext } from '@/components/wizard/form-wizard';
import {
  CertificateEmailField,
  EMPTY,
  educationRows,
  FilePreview,
  fullName,
  identityRows,
  lgaOf,
  nameIn,
  originRows,
  RecordPreview,
  residenceRows,
  sectionIf,
  stateOf,
  text,
  useRegistrationPlaceRows,
  type PreviewRow,
  type PreviewSection,
  type PreviewValues,
} from '@/features/records/components/wizard/record-preview';
import { DOCUMENT_SLOT_LABELS, DOCUMENT_TYPE_LABELS } from './birth-labels';

export { nameIn } from '@/features/records/components/wizard/record-preview';

type Values = PreviewValues;
type Row = PreviewRow;

function childRows(child: Values, placeRows: Row[]): Row[] {
  return [
    ['Name', fullName(child) || EMPTY],
    ['Date of birth', text(child.childBirthDate)],
    ['Sex', nameIn(SEXES, child.sex)],
    ['Type of birth', nameIn(BIRTH_TYPES, child.birth_type)],
    ['Birth order', nameIn(NUMBERS_1_TO_20, child.birth_order)],
    ['Place of occurrence', nameIn(PLACES_OF_BIRTH, child.place_of_occurrence)],
    ['Locality', nameIn(RESIDENCE_TYPES, child.locality)],
    ['State of birth', stateOf(child.state_of_birth)],
    ['LGA of birth', lgaOf(child.lga_of_birth)],
    ['Town of birth', text(child.town_of_birth)],
    ['Settlement / village', text(child.settlement)],
    ['State of origin', stateOf(child.state_of_origin)],
    ['LGA of origin', lgaOf(child.lga)],
    ['Photograph', <FilePreview key="face" fileKey={child.face} label="Child's face" />],
    ...placeRows,
  ];
}

function parentRows(parent: Values, occupationKey: 'occupation' | 'father_occupation'): Row[] {
  const rows: Row[] = [['Name', fullName(parent) || EMPTY]];
  if ('maiden_name' in parent) rows.push(['Maiden name', text(parent.maiden_name)]);
  rows.push(
    ['Age', text(parent.age)],
    ['Marital status', nameIn(MARITAL_STATUSES, parent.marital_status)],
    ['Occupation', nameIn(OCCUPATIONS, parent[occupationKey])],
    ['Phone', text(parent.phone)],
    ...originRows(parent),
    ...residenceRows(parent),
    ...educationRows(parent),
    ...identityRows(parent, true),
  );
  return rows;
}

function informantRows(informant: Values): Row[] {
  const byFace = informant.mode_of_identity === 'face';
  return [
    ['Name', fullName(informant) || EMPTY],
    ['Relationship with child', nameIn(INFORMANT_RELATIONSHIPS, informant.relationship)],
    ['Phone', text(informant.phone)],
    ...residenceRows(informant),
    ...identityRows(informant, false),
    ['Mode of identity', byFace ? 'Face capture' : 'Signature'],
    byFace
      ? ['Face', <FilePreview key="face" fileKey={informant.face} label="Informant's face" />]
      : [
          'Signature',
          <FilePreview
            key="signature"
            fileKey={informant.signature}
            label="Informant's signature"
          />,
        ],
  ];
}

function documentRows(documents: Values): Row[] {
  const rows: Row[] = [];
  for (const slot of BIRTH_DOCUMENT_SLOTS) {
    const file = documents[slot] as { url?: string; mimeType?: string; type?: string } | null;
    if (!file?.url) continue;
    const type = file.type
      ? ` (${DOCUMENT_TYPE_LABELS[file.type as SupportingDocumentType] ?? file.type})`
      : '';
    rows.push([
      `${DOCUMENT_SLOT_LABELS[slot]}${type}`,
      file.mimeType === 'application/pdf' ? (
        'PDF'
      ) : (
        <FilePreview key={slot} fileKey={file.url} label={DOCUMENT_SLOT_LABELS[slot]} />
      ),
    ]);
  }
  return rows.length > 0 ? rows : [['Documents', 'None uploaded']];
}

/** Information Preview: everything entered, grouped by step, each with an Edit link. */
export function PreviewStep({ context }: { context: WizardStepContext<BirthRegistrationDraft> }) {
  const { draft } = context;
  const child = draft.child as Values;
  const placeRows = useRegistrationPlaceRows(child);
  const sections: PreviewSection[] = [
    { step: 'child_form', title: 'Particulars of Child', rows: childRows(child, placeRows) },
    ...sectionIf(draft.mother, 'mother_form', 'Particulars of Mother', (mother) =>
      parentRows(mother, 'occupation'),
    ),
    ...sectionIf(draft.father, 'father_form', 'Particulars of Father', (father) =>
      parentRows(father, 'father_occupation'),
    ),
    ...sectionIf(draft.informant, 'informant_form', 'Particulars of Informant', informantRows),
    ...sectionIf(draft.documents, 'support_docs', 'Supporting Documents', documentRows),
  ];
  return (
    <RecordPreview context={context} sections={sections}>
      <CertificateEmailField />
    </RecordPreview>
  );
}
