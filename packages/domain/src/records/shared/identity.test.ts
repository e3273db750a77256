import { describe, expect, it } from 'vitest';
import { birthCorrections } from '../birth/corrections.ts';
import {
  correctableField,
  correctionRuleOf,
  SPELLING_RULE,
  VERIFIED_NAMES_RULE,
} from '../../modifications/corrections.ts';
import { comparableName, identifiedParts, identityNumbersOf, sameNames } from './identity.ts';

describe('comparableName', () => {
  it('drops case, surrounding and repeated spaces, accents and tone marks', () => {
    expect(comparableName('  ADÉYEMI ')).toBe('adeyemi');
    expect(comparableName('Fọ́lákẹ́')).toBe('folake');
    expect(comparableName('Mary   Ann')).toBe('mary ann');
    expect(comparableName('Ɗanjuma')).toBe('ɗanjuma');
    expect(comparableName(null)).toBe('');
    expect(comparableName(undefined)).toBe('');
  });

  it('keeps what tells names apart: letters, hyphens and the spaces within', () => {
    expect(comparableName('Oluwa-Seun')).not.toBe(comparableName('Oluwaseun'));
    expect(comparableName('Mary Ann')).not.toBe(comparableName('Maryann'));
  });
});

describe('sameNames', () => {
  const agency = { surname: 'Adeyemi', firstname: 'Folake', middlename: 'Titilayo' };

  it('compares surname, first name and middle name under comparableName', () => {
    expect(
      sameNames({ surname: 'ADEYEMI', firstname: ' folake', middlename: 'Títílayọ̀' }, agency),
    ).toBe(true);
    expect(sameNames({ ...agency, firstname: 'Chiamaka' }, agency)).toBe(false);
    expect(sameNames({ ...agency, surname: 'Okonkwo' }, agency)).toBe(false);
  });

  it('takes an absent middle name as an empty one, and requires the one the agency has', () => {
    const noMiddle = { surname: 'Adeyemi', firstname: 'Babatunde', middlename: null };
    expect(
      sameNames({ surname: 'Adeyemi', firstname: 'Babatunde', middlename: '' }, noMiddle),
    ).toBe(true);
    expect(sameNames({ surname: 'Adeyemi', firstname: 'Babatunde' }, noMiddle)).toBe(true);
    expect(sameNames({ ...noMiddle, middlename: 'Olumide' }, noMiddle)).toBe(false);
    expect(sameNames({ ...agency, middlename: null }, agency)).toBe(false);
  });
});

describe('identityNumbersOf', () => {
  it("gives each number the person's names, and none without a number", () => {
    const person = { surname: 'Adeyemi', firstname: 'Folake', nin: '12345678901', tracking_id: '' };
    expect(identityNumbersOf('mother', person)).toEqual([
      {
        path: 'mother.nin',
        kind: 'nin',
        identifier: '12345678901',
        names: { surname: 'Adeyemi', firstname: 'Folake', middlename: null },
      },
    ]);
    expect(identityNumbersOf('father', { surname: 'Adeyemi', nin: null })).toEqual([]);
    expect(identityNumbersOf('father', null)).toEqual([]);
  });
});

describe("a verified person's correction rule", () => {
  const mother = correctableField(birthCorrections, 'mother_name')!;
  const child = correctableField(birthCorrections, 'child_name')!;

  it('finds the parts of a record that carry a NIN or tracking ID', () => {
    expect(
      identifiedParts({
        child: { surname: 'Adeyemi' },
        mother: { nin: '12345678901' },
        father: { nin: '', tracking_id: 'AB12CD34EF56GH7' },
        informant: { nin: null, tracking_id: '' },
        Reg_Center: 1,
      }),
    ).toEqual(['mother', 'father']);
  });

  it("is VERIFIED_NAMES_RULE for an identified person's names, the field's own otherwise", () => {
    expect(correctionRuleOf(mother, ['mother'])).toBe(VERIFIED_NAMES_RULE);
    expect(correctionRuleOf(mother, ['father'])).toBe(SPELLING_RULE);
    expect(correctionRuleOf(child, ['mother'])).toBe(SPELLING_RULE);
    expect(VERIFIED_NAMES_RULE).toMatchObject({
      approver: 'Can_Approve_Major_Modification',
      reasons: ['court_order', 'identity_agency'],
    });
  });
});
