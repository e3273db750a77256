import {
  BIRTH_TYPES,
  ETHNIC_GROUPS,
  PLACES_OF_BIRTH,
  SEXES,
  STILLBIRTH_INFORMANT_RELATIONSHIPS,
} from '@vitalreg/domain';
import {
  codeName,
  date,
  nationality,
  part,
  registrationPlace,
  residence,
  rows,
  state,
  text,
  type ParticularGroup,
  type Values,
} from '@/features/records/components/detail/particular-values';
import { ParticularGroups } from '@/features/records/components/detail/particulars-section';
import type { RecordDetail } from '@/features/records/types';

/** A stillbirth's particulars grouped as its wizard asks them. */
export function stillbirthParticularGroups(
  particulars: Values,
  centreName?: string,
): ParticularGroup[] {
  const stillbirth = part(particulars, 'stillbirth') ?? {};
  const groups: ParticularGroup[] = [
    {
      title: 'Particulars of Stillbirth',
      rows: rows([
        ['Sex', codeName(SEXES, stillbirth.sex)],
        ['Date of delivery', date(stillbirth.date_of_delivery)],
        ['Place of delivery', codeName(PLACES_OF_BIRTH, stillbirth.place)],
        ['Village', text(stillbirth.village)],
        ['Type of delivery', codeName(BIRTH_TYPES, stillbirth.type_of_delivery)],
        [
          'Weeks of pregnancy',
          stillbirth.gestational_weeks == null
            ? undefined
            : `${String(stillbirth.gestational_weeks)} weeks`,
        ],
        [
          'Weight',
          stillbirth.birth_weight_grams == null
            ? undefined
            : `${String(stillbirth.birth_weight_grams)} g`,
        ],
      ]),
    },
  ];
  const mother = part(particulars, 'mother');
  if (mother) {
    groups.push({
      title: 'Particulars of Mother',
      rows: rows([
        ['Full name', text(mother.fullname)],
        ['Age', text(mother.age)],
        ...residence(mother),
        ['Nationality', nationality(mother.nationality)],
        ['State of origin', state(mother.state_of_origin)],
        ['Ethnic group', codeName(ETHNIC_GROUPS, mother.ethnic_group)],
      ]),
    });
  }
  const informant = part(particulars, 'informant');
  if (informant) {
    groups.push({
      title: 'Particulars of Informant',
      rows: rows([
        ['Full name', text(informant.fullname)],
        [
          'Relationship with the mother',
          codeName(STILLBIRTH_INFORMANT_RELATIONSHIPS, informant.relationship),
        ],
        ...residence(informant),
        ['Confirmed the particulars', informant.acknowledgement === true ? 'Yes' : undefined],
      ]),
    });
  }
  groups.push(registrationPlace(particulars, centreName));
  return groups;
}

/** A stillbirth's particulars (the detail page's part of the stillbirth kind). */
export function StillbirthParticulars({ record }: { record: RecordDetail }) {
  return (
    <ParticularGroups
      groups={stillbirthParticularGroups(record.particulars as Values, record.centre.name)}
    />
  );
}
