import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  BIRTH_TYPES,
  countryName,
  EDUCATION_LEVELS,
  ETHNIC_GROUPS,
  INFORMANT_RELATIONSHIPS,
  LITERACY_LEVELS,
  lgaName,
  lookupLabel,
  MARITAL_STATUSES,
  nationalityName,
  NO_REGISTRATION_REASONS,
  OCCUPATIONS,
  PLACES_OF_BIRTH,
  RESIDENCE_TYPES,
  SEXES,
  stateName,
  type LookupOption,
} from '@vitalreg/domain';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/dates';

type Values = Record<string, unknown>;

export interface ParticularRow {
  label: string;
  value: ReactNode;
}

export interface ParticularGroup {
  title: string;
  rows: ParticularRow[];
}

function text(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return String(value);
}

/** A code's name from its list; stored codes may be numbers or digit strings. */
export function codeName(list: readonly LookupOption[], value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const match =
    lookupLabel(list, value as string | number) ??
    lookupLabel(list, String(value)) ??
    (Number.isNaN(Number(value)) ? undefined : lookupLabel(list, Number(value)));
  return match ?? `Unknown (${String(value)})`;
}

function idName(lookup: (id: number) => string | undefined, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const id = Number(value);
  return (Number.isInteger(id) ? lookup(id) : undefined) ?? `Unknown (${String(value)})`;
}

const state = (value: unknown) => idName((id) => stateName(id), value);
const lga = (value: unknown) => idName((id) => lgaName(id), value);
const country = (value: unknown) => idName((id) => countryName(id), value);
const nationality = (value: unknown) => idName((id) => nationalityName(id), value);

function rows(entries: [string, string | undefined][]): ParticularRow[] {
  return entries
    .filter(([, value]) => value !== undefined)
    .map(([label, value]) => ({ label, value }));
}

function residence(person: Values): [string, string | undefined][] {
  return [
    ['Country of residence', country(person.country)],
    ['State of residence', state(person.state)],
    ['LGA of residence', lga(person.lga)],
    ['Street', text(person.street_name)],
    ['Area type', codeName(RESIDENCE_TYPES, person.settlement)],
  ];
}

function parent(person: Values, kind: 'mother' | 'father'): ParticularRow[] {
  return rows([
    ['Surname', text(person.surname)],
    ['First name', text(person.firstname)],
    ['Middle name', text(person.middlename)],
    ...(kind === 'mother'
      ? ([['Maiden name', text(person.maiden_name)]] as [string, string | undefined][])
      : []),
    ['Age', text(person.age)],
    ['Marital status', codeName(MARITAL_STATUSES, person.marital_status)],
    ['NIN', text(person.nin)],
    ['Tracking ID', text(person.tracking_id)],
    ['Reason for no NIN', codeName(NO_REGISTRATION_REASONS, person.reason_for_no_nin)],
    ['Phone', text(person.phone)],
    ...residence(person),
    ['Nationality', nationality(person.nationality)],
    ['State of origin', state(person.state_of_origin)],
    ['LGA of origin', lga(person.lga_of_origin)],
    ['Ethnic group', codeName(ETHNIC_GROUPS, person.ethnic_group)],
    ['Literacy', codeName(LITERACY_LEVELS, person.literacy)],
    ['Level of education', codeName(EDUCATION_LEVELS, person.education_level)],
    [
      'Occupation',
      codeName(OCCUPATIONS, kind === 'mother' ? person.occupation : person.father_occupation),
    ],
  ]);
}

/** The record's particulars grouped as the wizard asks them, with names instead of codes. */
export function particularGroups(particulars: Values, centreName?: string): ParticularGroup[] {
  const child = (particulars.child ?? {}) as Values;
  const groups: ParticularGroup[] = [
    {
      title: 'Particulars of Child',
      rows: rows([
        ['Surname', text(child.surname)],
        ['First name', text(child.firstname)],
        ['Middle name', text(child.middlename)],
        [
          'Date of birth',
          child.childBirthDate ? formatDate(String(child.childBirthDate)) : undefined,
        ],
        ['Sex', codeName(SEXES, child.sex)],
        ['Type of birth', codeName(BIRTH_TYPES, child.birth_type)],
        ['Birth order', text(child.birth_order)],
        ['Place of occurrence', codeName(PLACES_OF_BIRTH, child.place_of_occurrence)],
        ['Locality', codeName(RESIDENCE_TYPES, child.locality)],
        ['State of birth', state(child.state_of_birth)],
        ['LGA of birth', lga(child.lga_of_birth)],
        ['Town of birth', text(child.town_of_birth)],
        ['Settlement', text(child.settlement)],
        ['State of origin', state(child.state_of_origin)],
        ['LGA of origin', lga(child.lga)],
      ]),
    },
  ];
  if (particulars.mother && typeof particulars.mother === 'object') {
    groups.push({
      title: 'Particulars of Mother',
      rows: parent(particulars.mother as Values, 'mother'),
    });
  }
  if (particulars.father && typeof particulars.father === 'object') {
    groups.push({
      title: 'Particulars of Father',
      rows: parent(particulars.father as Values, 'father'),
    });
  }
  if (particulars.informant && typeof particulars.informant === 'object') {
    const informant = particulars.informant as Values;
    groups.push({
      title: 'Particulars of Informant',
      rows: rows([
        ['Surname', text(informant.surname)],
        ['First name', text(informant.firstname)],
        ['Middle name', text(informant.middlename)],
        ['Relationship with child', codeName(INFORMANT_RELATIONSHIPS, informant.relationship)],
        ['Phone', text(informant.phone)],
        ['NIN', text(informant.nin)],
        ['Tracking ID', text(informant.tracking_id)],
        ...residence(informant),
        [
          'Mode of identity',
          informant.mode_of_identity === 'face'
            ? 'Face'
            : informant.mode_of_identity
              ? 'Signature'
              : undefined,
        ],
      ]),
    });
  }
  groups.push({
    title: 'Place of registration',
    rows: rows([
      ['State', state(particulars.registration_state)],
      ['LGA', lga(particulars.registration_lga)],
      ['Registration centre', centreName ?? text(particulars.Reg_Center)],
      ['Certificate e-mail', text(particulars.email)],
    ]),
  });
  return groups;
}

export function ParticularsSection({ group }: { group: ParticularGroup }) {
  const id = `group-${group.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography
        id={id}
        variant="h3"
        component="h3"
        sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1.5 }}
      >
        {group.title}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 0.75 },
          m: 0,
        }}
      >
        {group.rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              variant="body2"
              color="text.secondary"
              sx={{ mt: { xs: 0.75, sm: 0 } }}
            >
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
