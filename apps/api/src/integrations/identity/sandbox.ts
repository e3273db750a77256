import type { IdentityPerson } from '@vitalreg/domain';
import type { IdentityProvider, IdentityResult } from './provider.ts';

/** A 1 x 1 PNG, so the web app can show a "photo from NIMC" (and the demo register a document). */
export const SAMPLE_PHOTO =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

const MOTHER: IdentityPerson = {
  surname: 'Adeyemi',
  firstname: 'Folake',
  middlename: 'Titilayo',
  dateOfBirth: '1996-03-14',
  sex: 'f',
  photo: SAMPLE_PHOTO,
};
const FATHER: IdentityPerson = {
  surname: 'Adeyemi',
  firstname: 'Babatunde',
  middlename: null,
  dateOfBirth: '1991-08-05',
  sex: 'm',
  photo: null,
};
const INFORMANT: IdentityPerson = {
  surname: 'Ogunleye',
  firstname: 'Adebola',
  middlename: null,
  dateOfBirth: '1968-11-02',
  sex: 'f',
  photo: null,
};
const SECOND_MOTHER: IdentityPerson = {
  surname: 'Okonkwo',
  firstname: 'Chiamaka',
  middlename: 'Nneka',
  dateOfBirth: '2001-06-30',
  sex: 'f',
  photo: SAMPLE_PHOTO,
};

/** A person the agency records as deceased (sandbox NIN `deceased`). */
const DECEASED: IdentityPerson = {
  surname: 'Okafor',
  firstname: 'Emeka',
  middlename: 'Chukwudi',
  dateOfBirth: '1950-02-11',
  sex: 'm',
  photo: null,
};
const DECEASED_ON = '2026-10-30';

/**
 * The sandbox's test numbers (listed in docs/configuration.md). The people match the birth
 * fixtures of @vitalreg/domain. Every other well-formed number is unknown.
 */
export const SANDBOX_NINS = {
  mother: '12345678901',
  father: '12345678902',
  informant: '10987654321',
  secondMother: '12345678903',
  /** A person the agency records as deceased (its deceasedData: died 2026-10-30). */
  deceased: '12345678904',
  /** The agency answers status 0 ("Error validating NIN"). */
  status0: '00000000000',
  /** Not known to the agency (as is any number not listed here). */
  unknown: '99999999999',
  /** The agency cannot be reached (503). */
  unavailable: '55555555555',
} as const;

export const SANDBOX_TRACKING_IDS = {
  mother: 'AB12CD34EF56GH1',
  father: 'AB12CD34EF56GH7',
  status0: 'ZZ00000000000ZZ',
  unknown: 'XX99999999999XX',
  unavailable: 'UU55555555555UU',
} as const;

/** The sandbox's people by the names of SANDBOX_NINS (tests give their names with the numbers). */
export const SANDBOX_PEOPLE = {
  mother: MOTHER,
  father: FATHER,
  informant: INFORMANT,
  secondMother: SECOND_MOTHER,
  deceased: DECEASED,
} as const;

const PEOPLE_BY_NIN = new Map<string, IdentityPerson>([
  [SANDBOX_NINS.mother, MOTHER],
  [SANDBOX_NINS.father, FATHER],
  [SANDBOX_NINS.informant, INFORMANT],
  [SANDBOX_NINS.secondMother, SECOND_MOTHER],
  [SANDBOX_NINS.deceased, DECEASED],
]);

const PEOPLE_BY_TRACKING_ID = new Map<string, IdentityPerson>([
  [SANDBOX_TRACKING_IDS.mother, MOTHER],
  [SANDBOX_TRACKING_IDS.father, FATHER],
]);

const STAFF_FIRST_NAMES = [
  'Amina',
  'Chidi',
  'Funke',
  'Ibrahim',
  'Ngozi',
  'Tunde',
  'Zainab',
  'Emeka',
  'Halima',
  'Segun',
];
const STAFF_SURNAMES = [
  'Bello',
  'Okoro',
  'Adewale',
  'Musa',
  'Eze',
  'Balogun',
  'Yusuf',
  'Nwosu',
  'Danjuma',
  'Ajayi',
];

/**
 * Sandbox staff: every NIN that starts with 700 is a person (a new clerk in tests and demos),
 * named by its last two digits (70000000011: Chidi Okoro... see the lists above).
 */
export const SANDBOX_STAFF_NIN_PREFIX = '700';

export function sandboxStaffPerson(nin: string): IdentityPerson | undefined {
  if (!/^700\d{8}$/.test(nin)) return undefined;
  const last = Number(nin.slice(-2));
  return {
    surname: STAFF_SURNAMES[Math.floor(last / 10)]!,
    firstname: STAFF_FIRST_NAMES[last % 10]!,
    middlename: null,
    dateOfBirth: '1995-04-12',
    sex: last % 2 === 0 ? 'f' : 'm',
    photo: null,
  };
}

function answer(
  people: Map<string, IdentityPerson>,
  id: string,
  status0: string,
  unavailable: string,
): IdentityResult {
  if (id === status0) return { status: 'failed', nimcStatus: 0, person: null };
  if (id === unavailable) return { status: 'unavailable', nimcStatus: null, person: null };
  const person = people.get(id) ?? sandboxStaffPerson(id);
  if (!person) return { status: 'not_found', nimcStatus: null, person: null };
  const deceased = person === DECEASED ? { deceased: { dateOfDeath: DECEASED_ON } } : {};
  return { status: 'verified', nimcStatus: 1, person: { ...person }, ...deceased };
}

/** The default provider (development, demo, tests): answers from the table above. */
export function createSandboxIdentityProvider(): IdentityProvider {
  return {
    name: 'sandbox',
    async verifyNin(nin) {
      return answer(PEOPLE_BY_NIN, nin, SANDBOX_NINS.status0, SANDBOX_NINS.unavailable);
    },
    async verifyTrackingId(trackingId) {
      return answer(
        PEOPLE_BY_TRACKING_ID,
        trackingId.toUpperCase(),
        SANDBOX_TRACKING_IDS.status0,
        SANDBOX_TRACKING_IDS.unavailable,
      );
    },
  };
}
