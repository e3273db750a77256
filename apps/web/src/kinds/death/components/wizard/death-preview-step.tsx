import {
  AGE_AT_DEATH_UNITS,
  CAUSES_OF_DEATH,
  DEATH_DOCUMENT_TYPES,
  DEATH_INFORMANT_RELATIONSHIPS,
  MARITAL_STATUSES,
  OCCUPATIONS,
  SEXES,
  YES_NO_OPTIONS,
  type DeathRegistrationDraft,
} from '@vitalreg/domain';
import type { WizardStepContext } from '@/components/wizard/form-wizard';
import {
  CertificateEmailField,
  EMPTY,
  educationRows,
  FilePreview,
  fullName,
  identityRows,
  nameIn,
  originRows,
  RecordPreview,
  residenceRows,
  sectionIf,
  text,
  useRegistrationPlaceRows,
  type PreviewRow,
  type PreviewSection,
  type PreviewValues,
} from '@/features/records/components/wizard/record-preview';
import { DEATH_DOCUMENT_SLOTS } from './death-labels';

type Values = PreviewValues;

function ageAtDeath(age: unknown): string {
  const { value, unit } = (age ?? {}) as { value?: unknown; unit?: unknown };
  if (text(value) === EMPTY) return EMPTY;
  const unitName = nameIn(AGE_AT_DEATH_UNITS, unit);
  return unitName === EMPTY ? text(value) : `${text(value)} ${unitName.toLowerCase()}`;
}

function deceasedRows(deceased: Values, placeRows: PreviewRow[]): PreviewRow[] {
  return [
    ['Name', fullName(deceased) || EMPTY],
    ['Sex', nameIn(SEXES, deceased.sex)],
    ['Marital status', nameIn(MARITAL_STATUSES, deceased.marital_status)],
    ['Occupation', nameIn(OCCUPATIONS, deceased.occupation)],
    ['Date of birth', text(deceased.date_of_birth)],
    ['Date of death', text(deceased.date_of_death)],
    ['Age at death', ageAtDeath(deceased.age_at_death)],
    ['Place of death', text(deceased.place_of_death)],
    ['Village', text(deceased.village)],
    ['Cause of death', nameIn(CAUSES_OF_DEATH, deceased.cause_of_death)],
    ['Certified by a doctor', nameIn(YES_NO_OPTIONS, deceased.certified_by_doctor)],
    ...originRows(deceased),
    ...residenceRows(deceased),
    ...educationRows(deceased),
    ['NIN', text(deceased.nin)],
    ...(text(deceased.nin) === EMPTY
      ? ([['Reason for no NIN', text(deceased.reason_for_no_nin)]] as PreviewRow[])
      : []),
    ...placeRows,
  ];
}

function motherRows(mother: Values): PreviewRow[] {
  return [
    ['Name', fullName(mother) || EMPTY],
    ['Phone', text(mother.phone)],
    ...originRows(mother),
    ...residenceRows(mother),
    ...identityRows(mother, true),
  ];
}

function informantRows(informant: Values): PreviewRow[] {
  return [
    ['Name', fullName(informant) || EMPTY],
    [
      'Relationship with the deceased',
      nameIn(DEATH_INFORMANT_RELATIONSHIPS, informant.relationship),
    ],
    ['Phone', text(informant.phone)],
    ...residenceRows(informant),
    ...identityRows(informant, false),
    [
      'Signature',
      <FilePreview key="signature" fileKey={informant.signature} label="Informant's signature" />,
    ],
  ];
}

function documentRows(documents: Values): PreviewRow[] {
  const rows: PreviewRow[] = [];
  for (const type of DEATH_DOCUMENT_TYPES) {
    const file = documents[type] as { url?: string; mimeType?: string } | null;
    if (!file?.url) continue;
    const { label } = DEATH_DOCUMENT_SLOTS[type];
    rows.push([
      label,
      file.mimeType === 'application/pdf' ? (
        'PDF'
      ) : (
        <FilePreview key={type} fileKey={file.url} label={label} />
      ),
    ]);
  }
  return rows.length > 0 ? rows : [['Documents', 'None uploaded']];
}

/** Information Preview of both death forms, each group with an Edit link. */
export function DeathPreviewStep({
  context,
}: {
  context: WizardStepContext<DeathRegistrationDraft>;
}) {
  const { draft } = context;
  const deceased = draft.deceased as Values;
  const placeRows = useRegistrationPlaceRows(deceased);
  const sections: PreviewSection[] = [
    {
      step: 'deceased_form',
      title: 'Particulars of Deceased',
      rows: deceasedRows(deceased, placeRows),
    },
    ...sectionIf(draft.mother, 'mother_form', 'Particulars of Mother', motherRows),
    {
      step: 'informant_form',
      title: 'Particulars of Informant',
      rows: informantRows(draft.informant as Values),
    },
    ...sectionIf(draft.documents, 'documents', 'Document Upload', documentRows),
  ];
  return (
    <RecordPreview context={context} sections={sections}>
      <CertificateEmailField />
    </RecordPreview>
  );
}
