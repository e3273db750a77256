import {
  BIRTH_TYPES,
  INFORMANT_RELATIONSHIPS,
  MARITAL_STATUSES,
  OCCUPATIONS,
  PLACES_OF_BIRTH,
  RESIDENCE_TYPES,
  SEXES,
} from '@vitalreg/domain';
import {
  codeName,
  date,
  education,
  identity,
  lga,
  names,
  origin,
  registrationPlace,
  residence,
  rows,
  state,
  text,
  type ParticularGroup,
  type ParticularRow,
  type Values,
} from '@/features/records/components/detail/particular-values';
import { ParticularGroups } from '@/features/records/components/detail/particulars-section';
import {
  capturedFile,
  supportingDocuments,
} from '@/features/records/components/detail/record-files';
import type { RecordDetail, RecordFileEntry } from '@/features/records/types';

function parent(person: Values, kind: 'mother' | 'father'): ParticularRow[] {
  return rows([
    ...names(person),
    ...(kind === 'mother'
      ? ([['Maiden name', text(person.maiden_name)]] as [string, string | undefined][])
      : []),
    ['Age', text(person.age)],
    ['Marital status', codeName(MARITAL_STATUSES, person.marital_status)],
    ...identity(person),
    ['Phone', text(person.phone)],
    ...residence(person),
    ...origin(person),
    ...education(person),
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
        ...names(child),
        ['Date of birth', date(child.childBirthDate)],
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
        ...names(informant),
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
  groups.push(registrationPlace(particulars, centreName));
  return groups;
}

/** A birth record's particulars (the detail page's part of the birth kind). */
export function BirthParticulars({ record }: { record: RecordDetail }) {
  return (
    <ParticularGroups groups={particularGroups(record.particulars as Values, record.centre.name)} />
  );
}

/** A birth record's stored files: the child's face, the informant's face or signature, documents. */
export function birthRecordFiles(particulars: unknown): {
  captures: RecordFileEntry[];
  documents: RecordFileEntry[];
} {
  const values = (particulars ?? {}) as Values;
  const captures = [
    capturedFile(values.child, 'face', "Child's face"),
    capturedFile(values.informant, 'face', "Informant's face"),
    capturedFile(values.informant, 'signature', "Informant's signature"),
  ].filter((file): file is RecordFileEntry => file !== undefined);
  return { captures, documents: supportingDocuments(values.SupportingDocument) };
}
