import { hasAnyPermission, type Permission } from '../access/permissions.ts';
import { REISSUANCE_TYPES, type ReissuanceType } from '../lookups/codes.ts';
import type { PaymentService } from '../payments/fees.ts';
import type { RecordKindKey } from '../records/kind.ts';
import { recordKindOf } from '../records/kinds.ts';

/**
 * The certificate's holder as the record stores them: compared with the request's particulars
 * (names and date of birth), and its NIN with the request's NIN when the record holds one.
 */
export interface ReissuanceHolder {
  firstname: string;
  middlename: string;
  surname: string;
  /** yyyy-mm-dd. */
  dateOfBirth: string;
  /** The holder's NIN as stored with the record (an attestation applicant's), else null. */
  nin: string | null;
}

/** One reissuance type: what it reissues, who may ask for and list it, and what it costs. */
export interface ReissuanceTypeDeclaration {
  type: ReissuanceType;
  /** As the type picker shows it: "Birth Certificate", "Attestation Certificate". */
  name: string;
  /** The record kind whose printed certificate is issued again. */
  kind: RecordKindKey;
  /**
   * The spec's name of the certificate's number in answers (`Certificate_No`,
   * `attestation_number`); the number itself is the record's certificate number.
   */
  numberField: string;
  /** How the kind's numbers read, for the form's hint: "BA/LA/2026/000001". */
  numberExample: string;
  /** Who may ask for (see) and who may list its requests (any of each set). */
  permissions: { see: readonly Permission[]; list: readonly Permission[] };
  /** The fee's service. */
  paymentService: PaymentService;
  /** The holder, from the record's stored particulars. */
  holderOf(particulars: Record<string, unknown>): ReissuanceHolder;
}

type Values = Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

interface TypeInput {
  type: ReissuanceType;
  kind: RecordKindKey;
  /** Where the holder's particulars sit in the record and which member is the date of birth. */
  holder: { part: string; dateOfBirth: string };
  permissions: ReissuanceTypeDeclaration['permissions'];
  paymentService: PaymentService;
}

function reissuanceType({ type, kind, holder, ...rest }: TypeInput): ReissuanceTypeDeclaration {
  const { certificate } = recordKindOf(kind);
  return {
    type,
    name: REISSUANCE_TYPES.find((t) => t.value === type)?.name ?? type,
    kind,
    numberField: certificate.answerField ?? 'certificate_number',
    numberExample: `${certificate.prefix}LA/2026/000001`,
    ...rest,
    holderOf: (particulars) => {
      const person = (particulars[holder.part] ?? {}) as Values;
      return {
        firstname: text(person.firstname),
        middlename: text(person.middlename),
        surname: text(person.surname),
        dateOfBirth: text(person[holder.dateOfBirth]).slice(0, 10),
        nin: text(person.nin).trim() || null,
      };
    },
  };
}

/** Every reissuance type of the spec, declared once (issue 18 part 2). */
export const REISSUANCE_TYPE_DECLARATIONS = {
  birth_reissuance: reissuanceType({
    type: 'birth_reissuance',
    kind: 'birth',
    holder: { part: 'child', dateOfBirth: 'childBirthDate' },
    permissions: {
      see: ['canSeeBirthCertReissuance'],
      list: ['canListBirthCertReissuance', 'canSeeBirthCertReissuance'],
    },
    paymentService: 'birth_reissuance',
  }),
  attest_reissuance: reissuanceType({
    type: 'attest_reissuance',
    kind: 'attestation',
    holder: { part: 'applicant', dateOfBirth: 'date_of_birth' },
    permissions: {
      see: ['canSeeAttestReissuance'],
      list: ['canListAttestReissuance', 'canSeeAttestReissuance'],
    },
    paymentService: 'attest_reissuance',
  }),
} as const satisfies Record<ReissuanceType, ReissuanceTypeDeclaration>;

export function reissuanceTypeOf(type: ReissuanceType): ReissuanceTypeDeclaration {
  return REISSUANCE_TYPE_DECLARATIONS[type];
}

/** The types whose permissions are held, for asking (`see`) or listing, in the spec's order. */
export function reissuanceTypesFor(
  permissions: readonly string[],
  access: 'see' | 'list',
): ReissuanceType[] {
  return REISSUANCE_TYPES.map((t) => t.value).filter((type) =>
    hasAnyPermission(permissions, REISSUANCE_TYPE_DECLARATIONS[type].permissions[access]),
  );
}
