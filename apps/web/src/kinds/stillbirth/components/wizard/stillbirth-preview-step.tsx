import {
  BIRTH_TYPES,
  ETHNIC_GROUPS,
  isNigerian,
  nationalityName,
  PLACES_OF_BIRTH,
  SEXES,
  STILLBIRTH_INFORMANT_RELATIONSHIPS,
  type StillbirthDraft,
} from '@vitalreg/domain';
import type { WizardStepContext } from '@/components/wizard/form-wizard';
import {
  EMPTY,
  nameIn,
  num,
  RecordPreview,
  residenceRows,
  stateOf,
  text,
  useRegistrationPlaceRows,
  type PreviewRow,
  type PreviewSection,
  type PreviewValues,
} from '@/features/records/components/wizard/record-preview';
import { ACKNOWLEDGEMENT_LABEL } from './stillbirth-informant-step';

type Values = PreviewValues;

const withUnit = (value: unknown, unit: string) =>
  text(value) === EMPTY ? EMPTY : `${text(value)} ${unit}`;

function stillbirthRows(stillbirth: Values, placeRows: PreviewRow[]): PreviewRow[] {
  return [
    ['Ever born alive', stillbirth.born_alive === false ? 'No' : EMPTY],
    ['Sex of the baby', nameIn(SEXES, stillbirth.sex)],
    ['Date of delivery', text(stillbirth.date_of_delivery)],
    ['Type of delivery', nameIn(BIRTH_TYPES, stillbirth.type_of_delivery)],
    ['Length of pregnancy', withUnit(stillbirth.gestational_weeks, 'weeks')],
    ['Birth weight', withUnit(stillbirth.birth_weight_grams, 'g')],
    ['Place of delivery', nameIn(PLACES_OF_BIRTH, stillbirth.place)],
    ['Village', text(stillbirth.village)],
    ...placeRows,
  ];
}

function motherRows(mother: Values): PreviewRow[] {
  const rows: PreviewRow[] = [
    ['Full name', text(mother.fullname)],
    ['Age', text(mother.age)],
    ['Nationality', nationalityName(num(mother.nationality)) ?? text(mother.nationality)],
  ];
  if (isNigerian(num(mother.nationality))) {
    rows.push(
      ['State of origin', stateOf(mother.state_of_origin)],
      ['Ethnic group', nameIn(ETHNIC_GROUPS, mother.ethnic_group)],
    );
  }
  return [...rows, ...residenceRows(mother)];
}

function informantRows(informant: Values): PreviewRow[] {
  return [
    ['Full name', text(informant.fullname)],
    [
      'Relationship with the mother',
      nameIn(STILLBIRTH_INFORMANT_RELATIONSHIPS, informant.relationship),
    ],
    ...residenceRows(informant),
    ['Acknowledgement', informant.acknowledgement === true ? ACKNOWLEDGEMENT_LABEL : 'Not given'],
  ];
}

/** Information Preview of a stillbirth, each group with an Edit link. */
export function StillbirthPreviewStep({
  context,
}: {
  context: WizardStepContext<StillbirthDraft>;
}) {
  const { draft } = context;
  const stillbirth = draft.stillbirth as Values;
  const placeRows = useRegistrationPlaceRows(stillbirth);
  const sections: PreviewSection[] = [
    {
      step: 'stillbirth_form',
      title: 'Particulars of Stillbirth',
      rows: stillbirthRows(stillbirth, placeRows),
    },
    { step: 'mother_form', title: 'Particulars of Mother', rows: motherRows(draft.mother) },
    {
      step: 'informant_form',
      title: 'Particulars of Informant',
      rows: informantRows(draft.informant as Values),
    },
  ];
  return <RecordPreview context={context} sections={sections} />;
}
