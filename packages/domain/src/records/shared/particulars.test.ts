import { describe, expect, it } from 'vitest';
import { RECORD_KIND_DECLARATIONS } from '../kinds.ts';
import { fixtureLgaId, fixtureStateId } from './fixtures.ts';

const birthParticularsLayout = RECORD_KIND_DECLARATIONS.birth.particulars;
import {
  certificateSections,
  labelledIssue,
  particularLabel,
  particularRows,
  particularValue,
  type ParticularFormat,
  type ParticularsLayout,
  type ParticularsOptions,
} from './particulars.ts';

const lagos = fixtureStateId('Lagos');
const ikeja = fixtureLgaId(lagos, 'Ikeja');

const SCREEN: ParticularsOptions = {
  date: (value) => `on ${value.slice(0, 10)}`,
  surnameFirst: true,
  centreName: 'Ikeja Registration Centre',
};

const particulars = {
  child: {
    surname: 'Ọbịa',
    firstname: 'Ṣẹgun',
    middlename: null,
    childBirthDate: '2026-03-14T00:00:00.000Z',
    sex: '2',
    place_of_occurrence: 1,
    state_of_birth: lagos,
    lga_of_birth: String(ikeja),
    town_of_birth: '  ',
  },
  deceased: { age_at_death: { value: 1, unit: 'months' }, country: 63, nationality: '63' },
  stillbirth: { gestational_weeks: 34, birth_weight_grams: '2100' },
  mother: { age: '27', occupation: 9999 },
  informant: { mode_of_identity: 'face', acknowledgement: true },
  Reg_Center: 7,
};

const valueOf = (path: string, format?: ParticularFormat, options = SCREEN) =>
  particularValue(particulars, { path, ...(format && { format }) }, options);

describe('particular values', () => {
  it('prints text trimmed, and leaves out what the record lacks', () => {
    expect(valueOf('child.town_of_birth')).toBeUndefined();
    expect(valueOf('child.nothing.here', 'state')).toBeUndefined();
    expect(valueOf('mother.age')).toBe('27');
  });

  it('prints dates as the options say', () => {
    expect(valueOf('child.childBirthDate', 'date')).toBe('on 2026-03-14');
  });

  it("prints a person's names surname first on screens, the surname in capitals on paper", () => {
    expect(valueOf('child', 'names')).toBe('Ọbịa Ṣẹgun');
    expect(valueOf('child', 'names', { date: String })).toBe('Ṣẹgun ỌBỊA');
    expect(valueOf('mother', 'names')).toBeUndefined();
  });

  it('names codes from their lists, numbers or digit strings, and keeps a code it does not know', () => {
    expect(valueOf('child.sex', 'sex')).toBe('Female');
    expect(valueOf('child.place_of_occurrence', 'place_of_birth')).toBe('Hospital');
    expect(valueOf('mother.occupation', 'occupation')).toBe('9999');
    expect(valueOf('informant.mode_of_identity', 'identityMode')).toBe('Face capture');
  });

  it('names states, LGAs, countries and nationalities by their ids', () => {
    expect(valueOf('child.state_of_birth', 'state')).toBe('Lagos');
    expect(valueOf('child.lga_of_birth', 'lga')).toBe('Ikeja');
    expect(valueOf('deceased.country', 'country')).toBe('Nigeria');
    expect(valueOf('deceased.nationality', 'nationality')).toBe('Nigerian');
    expect(valueOf('child.state_of_birth', 'countryOfState')).toBe('Nigeria');
    expect(valueOf('Reg_Center', 'centre')).toBe('Ikeja Registration Centre');
    expect(valueOf('Reg_Center', 'centre', { date: String })).toBe('7');
  });

  it('prints ages, lengths and weights with their units, and true as Yes', () => {
    expect(valueOf('deceased.age_at_death', 'ageAtDeath')).toBe('1 month');
    expect(valueOf('mother.age', 'years')).toBe('27 years');
    expect(valueOf('stillbirth.gestational_weeks', 'weeks')).toBe('34 weeks');
    expect(valueOf('stillbirth.birth_weight_grams', 'grams')).toBe('2100 g');
    expect(valueOf('informant.acknowledgement', 'yes')).toBe('Yes');
    expect(valueOf('mother.acknowledgement', 'yes')).toBeUndefined();
  });
});

const layout: ParticularsLayout = {
  certificate: { title: 'CERTIFICATE OF TESTING', statement: 'Tested.' },
  groups: [
    {
      title: 'Particulars of Child',
      part: 'child',
      steps: ['child_form'],
      fields: [
        { label: 'Name', path: 'child', format: 'names', certificate: { span: 3 } },
        { label: 'Town of birth', path: 'child.town_of_birth', certificate: true },
        {
          label: 'Place of occurrence',
          path: 'child.place_of_occurrence',
          format: 'place_of_birth',
          certificate: { label: 'Place of birth' },
        },
      ],
    },
    {
      title: 'Where',
      part: 'child',
      certificateSection: 'Particulars of Child',
      fields: [
        {
          label: 'State of birth',
          path: 'child.state_of_birth',
          format: 'state',
          certificate: true,
        },
      ],
    },
    { title: 'Particulars of Father', part: 'father', optional: true, fields: [] },
    {
      title: 'Particulars of Mother',
      part: 'mother',
      optional: true,
      fields: [{ label: 'Age', path: 'mother.age' }],
    },
  ],
  reprint: {
    subject: 'Child',
    names: { path: 'child', format: 'names' },
    event: { label: 'Date of birth', path: 'child.childBirthDate', format: 'date' },
    sex: { path: 'child.sex', format: 'sex' },
    stateOfOrigin: { path: 'child.state_of_origin', format: 'state' },
    lga: { path: 'child.lga', format: 'lga' },
  },
};

describe('particular rows', () => {
  it('gives each group its rows with a value, and leaves out optional groups the record lacks', () => {
    expect(particularRows(layout, particulars, { ...SCREEN, nameRows: true })).toEqual([
      {
        title: 'Particulars of Child',
        part: 'child',
        steps: ['child_form'],
        rows: [
          { label: 'Surname', value: 'Ọbịa' },
          { label: 'First name', value: 'Ṣẹgun' },
          { label: 'Place of occurrence', value: 'Hospital' },
        ],
      },
      {
        title: 'Where',
        part: 'child',
        steps: [],
        rows: [{ label: 'State of birth', value: 'Lagos' }],
      },
      {
        title: 'Particulars of Mother',
        part: 'mother',
        steps: [],
        rows: [{ label: 'Age', value: '27' }],
      },
    ]);
  });
});

describe('certificate sections', () => {
  it('takes the fields marked for the certificate, with its own labels and widths, sections shared', () => {
    expect(certificateSections(layout)).toEqual([
      {
        title: 'Particulars of Child',
        fields: [
          { label: 'Name', path: 'child', format: 'names', span: 3 },
          { label: 'Town of birth', path: 'child.town_of_birth' },
          { label: 'Place of birth', path: 'child.place_of_occurrence', format: 'place_of_birth' },
          { label: 'State of birth', path: 'child.state_of_birth', format: 'state' },
        ],
      },
    ]);
  });
});

describe("the kinds' layouts", () => {
  it("send the preview's Edit buttons to steps of their kind", () => {
    for (const kind of Object.values(RECORD_KIND_DECLARATIONS)) {
      const keys = kind.steps.map((step) => step.key);
      for (const group of kind.particulars.groups) {
        expect(keys, `${kind.key}: ${group.title}`).toEqual(
          expect.arrayContaining([...(group.steps ?? [])]),
        );
      }
    }
  });
});

describe('a refusal of one value in the registry words', () => {
  it('names the field by its group and label, not its path', () => {
    expect(
      labelledIssue(birthParticularsLayout, {
        path: 'mother.nin',
        message: 'mother.nin: this NIN is not known to the identity agency.',
      }),
    ).toBe('Particulars of Mother, NIN: this NIN is not known to the identity agency.');
    expect(particularLabel(birthParticularsLayout, 'child.surname')).toBe(
      'Particulars of Child, Name',
    );
  });

  it('keeps the message of a path the layout does not show', () => {
    const issue = { path: 'idempotency', message: 'The request could not be read.' };
    expect(labelledIssue(birthParticularsLayout, issue)).toBe('The request could not be read.');
  });
});
