import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  countryName,
  EDUCATION_LEVELS,
  ETHNIC_GROUPS,
  isLiterate,
  isNigerian,
  lgaName,
  LITERACY_LEVELS,
  lookupLabel,
  nationalityName,
  RESIDENCE_TYPES,
  stateName,
  type LookupOption,
} from '@vitalreg/domain';
import type { ReactNode } from 'react';
import { FieldGrid } from '@/components/form/field-layout';
import { previewOf } from '@/components/form/files';
import { TextInput } from '@/components/form/text-field';
import { useRegistrationCentreOptions } from '@/components/form/registration-place-fields';
import type { WizardStepContext } from '@/components/wizard/form-wizard';

/** A step's form values, as the preview reads them. */
export type PreviewValues = Record<string, unknown>;
export type PreviewRow = [label: string, value: ReactNode];

export const EMPTY = '—';

/** A value as text; empty shows as a dash. */
export function text(value: unknown): string {
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

export const num = (value: unknown) => (value == null || value === '' ? null : Number(value));
export const stateOf = (value: unknown) => stateName(num(value)) ?? text(value);
export const lgaOf = (value: unknown) => lgaName(num(value)) ?? text(value);

/** "Surname Firstname Middlename" of a person's form values. */
export function fullName(values: PreviewValues): string {
  return [values.surname, values.firstname, values.middlename]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(' ');
}

/** A stored image (face, signature, document) as a thumbnail; "Provided" without a preview. */
export function FilePreview({ fileKey, label }: { fileKey: unknown; label: string }) {
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

/** Residence as `ResidenceSection` asks it: state, LGA and settlement only in Nigeria. */
export function residenceRows(person: PreviewValues): PreviewRow[] {
  const rows: PreviewRow[] = [
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

/** NIN and tracking id; with `withReason`, the reason for no NIN when neither is given. */
export function identityRows(person: PreviewValues, withReason: boolean): PreviewRow[] {
  const rows: PreviewRow[] = [
    ['NIN', text(person.nin)],
    ['Tracking ID', text(person.tracking_id)],
  ];
  if (withReason && text(person.nin) === EMPTY && text(person.tracking_id) === EMPTY) {
    rows.push(['Reason for no NIN', text(person.reason_for_no_nin)]);
  }
  return rows;
}

/** Nationality, and for Nigerians (63) state and LGA of origin and ethnic group. */
export function originRows(person: PreviewValues, lgaOfOriginKey = 'lga_of_origin'): PreviewRow[] {
  const rows: PreviewRow[] = [
    ['Nationality', nationalityName(num(person.nationality)) ?? text(person.nationality)],
  ];
  if (isNigerian(num(person.nationality))) {
    rows.push(
      ['State of origin', stateOf(person.state_of_origin)],
      ['LGA of origin', lgaOf(person[lgaOfOriginKey])],
      ['Ethnic group', nameIn(ETHNIC_GROUPS, person.ethnic_group)],
    );
  }
  return rows;
}

/** Literacy, and the level of education only when literate. */
export function educationRows(
  person: PreviewValues,
  educationKey = 'education_level',
): PreviewRow[] {
  const rows: PreviewRow[] = [['Literacy', nameIn(LITERACY_LEVELS, person.literacy)]];
  if (isLiterate(num(person.literacy))) {
    rows.push(['Level of education', nameIn(EDUCATION_LEVELS, person[educationKey])]);
  }
  return rows;
}

/** Registration state, LGA and centre (by name, from the centres of that LGA). */
export function useRegistrationPlaceRows(place: PreviewValues): PreviewRow[] {
  const centres = useRegistrationCentreOptions(place.registration_lga);
  return [
    ['Registration state', stateOf(place.registration_state)],
    ['Registration LGA', lgaOf(place.registration_lga)],
    ['Registration centre', nameIn(centres, place.Reg_Center)],
  ];
}

export function PreviewGroup({
  title,
  rows,
  onEdit,
}: {
  title: string;
  rows: PreviewRow[];
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

/** One group of the preview: the step it shows (for its Edit link), its title and rows. */
export interface PreviewSection {
  step: string;
  title: string;
  rows: PreviewRow[];
}

/** The group of a step that some variants lack: none when the draft has no values for it. */
export function sectionIf(
  values: object | null | undefined,
  step: string,
  title: string,
  rows: (values: PreviewValues) => PreviewRow[],
): PreviewSection[] {
  return values ? [{ step, title, rows: rows(values as PreviewValues) }] : [];
}

/**
 * Information Preview of every kind: everything entered, grouped by step, each group with an
 * Edit link to its step. Groups of steps the variant does not have are left out; `children`
 * (e.g. an e-mail field) follow the groups. `checkWith`: who confirms the details.
 */
export function RecordPreview<D>({
  context,
  sections,
  children,
  checkWith = 'the informant',
}: {
  context: WizardStepContext<D>;
  sections: PreviewSection[];
  children?: ReactNode;
  checkWith?: string;
}) {
  const { goTo, indexOf } = context;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Check every detail with {checkWith} before submitting.
      </Typography>
      {sections
        .filter((section) => indexOf(section.step) >= 0)
        .map((section) => (
          <PreviewGroup
            key={section.step}
            title={section.title}
            rows={section.rows}
            onEdit={() => goTo(indexOf(section.step))}
          />
        ))}
      {children}
    </>
  );
}

/** The preview step's one field: where the certificate is e-mailed (optional). */
export function CertificateEmailField() {
  return (
    <FieldGrid>
      <TextInput
        name="email"
        label="Email for the certificate (optional)"
        type="email"
        inputMode="email"
        autoComplete="email"
      />
    </FieldGrid>
  );
}
