import {
  CAUSES_OF_DEATH,
  DEATH_INFORMANT_RELATIONSHIPS,
  formatAgeAtDeath,
  MARITAL_STATUSES,
  OCCUPATIONS,
  SEXES,
  YES_NO_OPTIONS,
  type DeathDocumentType,
} from '@vitalreg/domain';
import {
  codeName,
  date,
  education,
  identity,
  names,
  origin,
  part,
  registrationPlace,
  residence,
  rows,
  text,
  type ParticularGroup,
  type Values,
} from '@/features/records/components/detail/particular-values';
import { ParticularGroups } from '@/features/records/components/detail/particulars-section';
import {
  capturedFile,
  supportingDocuments,
} from '@/features/records/components/detail/record-files';
import type { RecordDetail, RecordFileEntry } from '@/features/records/types';

/** Names of the death documents (form B's Document Upload step). */
export const DEATH_DOCUMENT_LABELS: Record<DeathDocumentType, string> = {
  employers_report: "Employer's report",
  next_of_kin_letter: 'Letter from the next of kin',
  affidavit: 'Affidavit',
  police_report: 'Police report',
};

/** "3 years" from the stored `{ value, unit }`; undefined when it is not one. */
export function ageAtDeathText(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const age = value as { value?: unknown; unit?: unknown };
  const number = Number(age.value);
  if (
    !Number.isInteger(number) ||
    (age.unit !== 'years' && age.unit !== 'months' && age.unit !== 'days')
  ) {
    return undefined;
  }
  return formatAgeAtDeath({ value: number, unit: age.unit });
}

/** A death record's particulars grouped as its wizard asks them (form A has the mother). */
export function deathParticularGroups(particulars: Values, centreName?: string): ParticularGroup[] {
  const deceased = part(particulars, 'deceased') ?? {};
  const groups: ParticularGroup[] = [
    {
      title: 'Particulars of Deceased',
      rows: rows([
        ...names(deceased),
        ['Sex', codeName(SEXES, deceased.sex)],
        ['Date of birth', date(deceased.date_of_birth)],
        ['Date of death', date(deceased.date_of_death)],
        ['Age at death', ageAtDeathText(deceased.age_at_death)],
        ['Place of death', text(deceased.place_of_death)],
        ['Village', text(deceased.village)],
        ['Cause of death', codeName(CAUSES_OF_DEATH, deceased.cause_of_death)],
        ['Certified by a doctor', codeName(YES_NO_OPTIONS, deceased.certified_by_doctor)],
        ['Marital status', codeName(MARITAL_STATUSES, deceased.marital_status)],
        ['Occupation', codeName(OCCUPATIONS, deceased.occupation)],
        ...identity(deceased),
        ...residence(deceased),
        ...origin(deceased),
        ...education(deceased),
      ]),
    },
  ];
  const mother = part(particulars, 'mother');
  if (mother) {
    groups.push({
      title: 'Particulars of Mother',
      rows: rows([
        ...names(mother),
        ...identity(mother),
        ['Phone', text(mother.phone)],
        ...residence(mother),
        ...origin(mother),
      ]),
    });
  }
  const informant = part(particulars, 'informant');
  if (informant) {
    groups.push({
      title: 'Particulars of Informant',
      rows: rows([
        ...names(informant),
        [
          'Relationship with the deceased',
          codeName(DEATH_INFORMANT_RELATIONSHIPS, informant.relationship),
        ],
        ['Phone', text(informant.phone)],
        ['NIN', text(informant.nin)],
        ['Tracking ID', text(informant.tracking_id)],
        ...residence(informant),
      ]),
    });
  }
  groups.push(registrationPlace(particulars, centreName));
  return groups;
}

/** A death record's particulars (the detail page's part of the death kind). */
export function DeathParticulars({ record }: { record: RecordDetail }) {
  return (
    <ParticularGroups
      groups={deathParticularGroups(record.particulars as Values, record.centre.name)}
    />
  );
}

/** A death record's stored files: the informant's signature and form B's documents. */
export function deathRecordFiles(particulars: unknown): {
  captures: RecordFileEntry[];
  documents: RecordFileEntry[];
} {
  const values = (particulars ?? {}) as Values;
  const signature = capturedFile(values.informant, 'signature', "Informant's signature");
  return {
    captures: signature ? [signature] : [],
    documents: supportingDocuments(values.documents, DEATH_DOCUMENT_LABELS),
  };
}
