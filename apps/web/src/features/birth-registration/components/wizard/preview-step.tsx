import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  BIRTH_DOCUMENT_SLOTS,
  BIRTH_TYPES,
  countryName,
  EDUCATION_LEVELS,
  ETHNIC_GROUPS,
  INFORMANT_RELATIONSHIPS,
  isLiterate,
  isNigerian,
  lgaName,
  LITERACY_LEVELS,
  lookupLabel,
  MARITAL_STATUSES,
  nationalityName,
  NUMBERS_1_TO_20,
  OCCUPATIONS,
  PLACES_OF_BIRTH,
  RESIDENCE_TYPES,
  SEXES,
  stateName,
  type BirthRegistrationDraft,
  type LookupOption,
  type SupportingDocumentType,
} from '@vitalreg/domain';
import type { ReactNode } from 'react';
import { FieldGrid } from '@/components/form/field-layout';
import { previewOf } from '@/components/form/files';
import { TextInput } from '@/components/form/text-field';
import type { WizardStepContext } from '@/components/wizard/form-wizard';
import { DOCUMENT_SLOT_LABELS, DOCUMENT_TYPE_LABELS } from './birth-labels';
import { useRegistrationCentreOptions } from './child-step';

type Values = Record<string, unknown>;
type Row = [label: string, value: ReactNode];

const EMPTY = '—';

function text(value: unknown): string {
  if (value == null) return EMPTY;
  const shown = String(value as string | number).trim();
  return shown === '' ? EMPTY : shown;
}

/** The name of a code in a lookup list (form values are strings, list values may be numbers). */
export function nameIn(list: readonly LookupOption[], value: unknown): string {
  if (value == null || value === '') return EMPTY;
  const typed = typeof list[0]?.value === 'number' ? Number(value) : String(value as string);
  return lookupLabel(list, typed) ?? text(value);
}

const num = (value: unknown) => (value == null || value === '' ? null : Number(value));
const stateOf = (value: unknown) => stateName(num(value)) ?? text(value);
const lgaOf = (value: unknown) => lgaName(num(value)) ?? text(value);

function fullName(values: Values): string {
  return [values.surname, values.firstname, values.middlename]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(' ');
}

function FilePreview({ fileKey, label }: { fileKey: unknown; label: string }) {
  if (typeof fileKey !== 'string' || fileKey === '') return <>{EMPTY}</>;
  const src = previewOf(fileKey);
  return src ? (
    <Box
      component="img"
      src={src}
      alt={label}
      sx={{ maxWidth: 160, maxHeight: 100, borderRadius: 1 }}
    />
  ) : (
    <>Provided</>
  );
}

function childRows(child: Values, centreName: string): Row[] {
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
    ['Registration state', stateOf(child.registration_state)],
    ['Registration LGA', lgaOf(child.registration_lga)],
    ['Registration centre', centreName],
  ];
}

function residenceRows(person: Values): Row[] {
  const rows: Row[] = [
    ['Country of residence', countryName(num(person.country)) ?? text(person.country)],
  ];
  if (isNigerian(num(person.country))) {
    rows.push(
      ['State of residence', stateOf(person.state)],
      ['LGA of residence', lgaOf(person.lga)],
      ['Settlement', nameIn(RESIDENCE_TYPES, person.settlement)],
    );
  }
  rows.push(['Street name', text(person.street_name)]);
  return rows;
}

function identityRows(person: Values, withReason: boolean): Row[] {
  const rows: Row[] = [
    ['NIN', text(person.nin)],
    ['Tracking ID', text(person.tracking_id)],
  ];
  if (withReason && text(person.nin) === EMPTY && text(person.tracking_id) === EMPTY) {
    rows.push(['Reason for no NIN', text(person.reason_for_no_nin)]);
  }
  return rows;
}

function parentRows(parent: Values, occupationKey: 'occupation' | 'father_occupation'): Row[] {
  const rows: Row[] = [['Name', fullName(parent) || EMPTY]];
  if ('maiden_name' in parent) rows.push(['Maiden name', text(parent.maiden_name)]);
  rows.push(
    ['Age', text(parent.age)],
    ['Marital status', nameIn(MARITAL_STATUSES, parent.marital_status)],
    ['Occupation', nameIn(OCCUPATIONS, parent[occupationKey])],
    ['Phone', text(parent.phone)],
    ['Nationality', nationalityName(num(parent.nationality)) ?? text(parent.nationality)],
  );
  if (isNigerian(num(parent.nationality))) {
    rows.push(
      ['State of origin', stateOf(parent.state_of_origin)],
      ['LGA of origin', lgaOf(parent.lga_of_origin)],
      ['Ethnic group', nameIn(ETHNIC_GROUPS, parent.ethnic_group)],
    );
  }
  rows.push(...residenceRows(parent), ['Literacy', nameIn(LITERACY_LEVELS, parent.literacy)]);
  if (isLiterate(num(parent.literacy))) {
    rows.push(['Level of education', nameIn(EDUCATION_LEVELS, parent.education_level)]);
  }
  rows.push(...identityRows(parent, true));
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

function PreviewGroup({
  title,
  rows,
  onEdit,
}: {
  title: string;
  rows: Row[];
  onEdit?: () => void;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {onEdit && (
          <Button
            size="small"
            startIcon={<EditOutlinedIcon />}
            onClick={onEdit}
            aria-label={`Edit ${title}`}
          >
            Edit
          </Button>
        )}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 220px) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.75 },
          '& dt': { color: 'text.secondary', typography: 'body2' },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 }, typography: 'body2', overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** Information Preview: everything entered, grouped by step, each with an Edit link. */
export function PreviewStep({ context }: { context: WizardStepContext<BirthRegistrationDraft> }) {
  const { draft, goTo, indexOf } = context;
  const child = draft.child as Values;
  const centres = useRegistrationCentreOptions(child.registration_lga);
  const centreName = nameIn(centres, child.Reg_Center);
  const edit = (key: string) => {
    const index = indexOf(key);
    return index < 0 ? undefined : () => goTo(index);
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Check every detail with the informant before submitting.
      </Typography>
      <PreviewGroup
        title="Particulars of Child"
        rows={childRows(child, centreName)}
        onEdit={edit('child_form')}
      />
      {draft.mother && indexOf('mother_form') >= 0 && (
        <PreviewGroup
          title="Particulars of Mother"
          rows={parentRows(draft.mother as Values, 'occupation')}
          onEdit={edit('mother_form')}
        />
      )}
      {draft.father && indexOf('father_form') >= 0 && (
        <PreviewGroup
          title="Particulars of Father"
          rows={parentRows(draft.father as Values, 'father_occupation')}
          onEdit={edit('father_form')}
        />
      )}
      {draft.informant && indexOf('informant_form') >= 0 && (
        <PreviewGroup
          title="Particulars of Informant"
          rows={informantRows(draft.informant as Values)}
          onEdit={edit('informant_form')}
        />
      )}
      {draft.documents && indexOf('support_docs') >= 0 && (
        <PreviewGroup
          title="Supporting Documents"
          rows={documentRows(draft.documents as Values)}
          onEdit={edit('support_docs')}
        />
      )}
      <FieldGrid>
        <TextInput
          name="email"
          label="Email for the certificate (optional)"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
      </FieldGrid>
    </>
  );
}
