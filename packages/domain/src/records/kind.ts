import type { z } from 'zod';
import type { RecordTally } from '../dashboard/tallies.ts';
import type { DashboardSection, Permission } from '../access/permissions.ts';
import type { RecordTypeKey } from '../lookups/codes.ts';
import type { KindCorrections } from '../modifications/corrections.ts';
import type { PaymentService } from '../payments/fees.ts';
import type { PersonNames } from './shared/identity.ts';
import type { ParticularsLayout } from './shared/particulars.ts';

/**
 * The record engine's kinds (DESIGN.md "Record engine"). Each is declared once, in
 * `records/<kind>/kind.ts`; the API's records engine and the web app's shared record screens
 * read the declaration and add only what is truly the kind's own.
 */
export const RECORD_KINDS = ['birth', 'death', 'stillbirth', 'attestation'] as const;
export type RecordKindKey = (typeof RECORD_KINDS)[number];

/**
 * The kinds whose wizards keep drafts and may queue records offline. A paid kind (attestation)
 * is not among them: its fee is checked with the gateway when it is submitted, online.
 */
export const QUEUEABLE_RECORD_KINDS = [
  'birth',
  'death',
  'stillbirth',
] as const satisfies readonly RecordKindKey[];
export type QueueableRecordKindKey = (typeof QUEUEABLE_RECORD_KINDS)[number];

/** A wizard step: its key and the title the spec gives it. */
export interface RecordStep {
  key: string;
  title: string;
}

/** What every kind's submission carries at its top level: where it is registered. */
export interface RegistrationPlace {
  registration_state: number;
  registration_lga: number;
  Reg_Center: number;
  /** The registrar confirms the record is not the duplicate the API named (409). */
  confirmNotDuplicate?: boolean | undefined;
}

/**
 * A value the duplicate check compares, stored with the record: `key` names what is compared
 * (e.g. `mother-nin:12345678901`), `date` is the event date it goes with (`yyyy-mm-dd`).
 */
export interface DuplicateKey {
  key: string;
  date: string;
}

/**
 * What a new submission looks for among stored duplicate keys: the same key with a date from
 * `from` to `to` (inclusive), and, when `similarFirstname` is set, a record whose subject's
 * first name is similar to it (pg_trgm similarity above the engine's threshold).
 */
export interface DuplicateProbe {
  key: string;
  from: string;
  to: string;
  similarFirstname?: string | null;
}

/** An identity number of a submission the API checks with the identity agency. */
export interface SubmissionIdentityNumber {
  /** Where it sits in the payload, for the error message (`informant.nin`). */
  path: string;
  kind: 'nin' | 'tracking_id';
  identifier: string;
  /** The person's names as submitted: the agency's for the number, or the submission is refused. */
  names: PersonNames;
}

/** A stored file a submission refers to (documents, faces, signatures). */
export interface SubmissionFile {
  url: string;
  mimeType?: string | null | undefined;
}

/** A submit route of a kind: `POST /api/{path}` with its own body (a form of the kind's schema). */
export interface RecordSubmitPath {
  path: string;
  body: z.ZodType;
}

/**
 * How a submission's subject is found registered already as a record of another kind (the
 * applicant of an attestation, whose birth must never have been registered): a record of
 * `kind` of the same event date whose subject has the same first name and surname. The API
 * answers 409 ALREADY_REGISTERED with `message`.
 */
export interface RegisteredElsewhere<Submission> {
  kind: RecordKindKey;
  /** Where that kind's particulars hold its subject's surname (`['child', 'surname']`). */
  surnameAt: readonly [string, ...string[]];
  /** The submission's subject: event date (`yyyy-mm-dd`), first name, surname. */
  subjectOf(submission: Submission): { eventDate: string; firstname: string; surname: string };
  /** Why the submission is refused, naming the record found when the caller may open it. */
  message(found?: { reference: string; certificate_number: string | null }): string;
}

export interface RecordTimingFlags {
  late: boolean;
  overFiveYears: boolean;
}

/**
 * What the registry, the screens and the access policy know of a kind without loading its
 * schemas: names, paths, steps, certificate series, permissions (`records/<kind>/manifest.ts`).
 */
export interface RecordKindManifest {
  key: RecordKindKey;
  /** In running text: "birth registration", "death registration", "stillbirth". */
  name: string;
  /** What one record is about, in messages: "If it is a different child, ...". */
  subject: string;
  /** The record type keys of the spec this kind stores (`birth`, `birth_notification`). */
  recordTypes: readonly [RecordTypeKey, ...RecordTypeKey[]];
  /** The dashboard section (sidebar entry, `/dashboard/{section}`) its records are kept in. */
  section: DashboardSection;
  /** The spec's API path segment: `/api/{apiPath}/add`, `/api/{apiPath}/list/{page}`. */
  apiPath: string;
  /** The reviewer's path segment: `/api/dcr/registrations/{reviewPath}`. */
  reviewPath: string;
  /** The human reference's prefix: `BR-LA-2026-…`. */
  referencePrefix: string;
  /**
   * The certificate number series (each gapless per state and year) and how its numbers read:
   * `${prefix}${state code}/${year}/${six digits}`. `answerField` is the spec's name for the
   * number in answers, besides `certificate_number` (e.g. `death_certificate_number`); `name`
   * is what the certificate is called on the verification page and in lists.
   */
  certificate: { name: string; series: string; prefix: string; answerField?: string };
  /** Every step of every variant, with its title. */
  steps: readonly RecordStep[];
  /** The wizards (form variants) and their step keys in order. */
  variants: Readonly<Record<string, readonly string[]>>;
  /** Who may capture (see) and who may list this kind (any of each set). */
  permissions: { see: readonly Permission[]; list: readonly Permission[] };
  /** Whether its wizard keeps drafts and may queue records offline (a paid kind may not). */
  queueable: boolean;
}

/**
 * One kind of record. `Submission` is the output of `submissionSchema` (what the API stores as
 * the record's particulars).
 */
export interface RecordKind<
  Submission extends RegistrationPlace = RegistrationPlace,
> extends RecordKindManifest {
  /** The API body of `POST /api/{apiPath}/add`; the server's rules are all in it. */
  submissionSchema: z.ZodType<Submission, unknown>;
  /**
   * How its particulars are laid out on the record page, the wizard's preview, the certificate
   * and the Reprint particulars (not on the manifest: it holds no lookup lists).
   */
  particulars: ParticularsLayout;
  /** A row of the kind's lists (its summary), as the API answers it. */
  summarySchema: z.ZodObject;
  /** One record with its particulars, flags, history and allowed actions. */
  detailSchema: z.ZodObject;
  /**
   * The kind's submit paths under `/api/` and the body each takes, when they are not only
   * `{apiPath}/add` with `submissionSchema` (attestation: with and without a NIN).
   */
  submitPaths?: readonly RecordSubmitPath[];
  /** A subject that must not be registered already as a record of another kind (409). */
  registeredAs?: RegisteredElsewhere<Submission>;
  /** What of a registered record may be corrected, and each field's rule (modifications). */
  corrections?: KindCorrections;
  /** The spec record type of a submission (a value of `recordTypes`). */
  recordTypeOf(submission: Submission): RecordTypeKey;
  /** The date of the event the record registers (birth, death, delivery), `yyyy-mm-dd`. */
  eventDate(submission: Submission): string;
  /** The first name of the record's subject (child, deceased), for the duplicate check. */
  subjectFirstname(submission: Submission): string | null;
  /** The names a search finds the record by, in order (lower-cased and joined by the engine). */
  searchNames(submission: Submission): readonly (string | null | undefined)[];
  /**
   * The kind's own fields of a list summary, in the order they are sent (between `status` and
   * `created_at`); must be JSON-serialisable and match the kind's summary schema.
   */
  summaryOf(submission: Submission): Record<string, unknown>;
  /** The duplicate keys stored with the record. */
  duplicateKeys(submission: Submission): DuplicateKey[];
  /** What a submission looks for among earlier records' duplicate keys. */
  duplicateProbes(submission: Submission): DuplicateProbe[];
  /** How a possible duplicate is named in the 409 message, from its summary's kind fields. */
  describe(summary: Record<string, unknown>): string;
  /** Late-registration flags of a submission on the day `now`. */
  flags(submission: Submission, now: Date): RecordTimingFlags;
  /** What the directors' dashboards count of the record, registered on the day `now`. */
  tally(submission: Submission, now: Date): RecordTally;
  /** Identity numbers the agency must know. */
  identityNumbers(submission: Submission): SubmissionIdentityNumber[];
  /** Stored files the submission refers to. */
  files(submission: Submission): SubmissionFile[];
  /**
   * A paid kind (attestation): the fee's service and the payment a submission offers. The API
   * checks it before saving and binds it, single-use, in the transaction that saves the record.
   */
  payment?: {
    service: PaymentService;
    /**
     * The submission's fields that carry the payment. The payment is bound when the record is
     * first saved; a resubmission keeps the stored values of these fields, whatever it sends.
     */
    fields: readonly string[];
    requestOf(submission: Submission): {
      payment_reference?: string | undefined;
      waiver_id?: number | undefined;
    };
  };
}

/** A submission's search name: the names' words, lower-cased, joined by single spaces. */
export function searchNameOf<S extends RegistrationPlace>(
  kind: RecordKind<S>,
  submission: S,
): string {
  return kind
    .searchNames(submission)
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .toLowerCase();
}

/** `yyyy-mm-dd` plus `days` (negative: before). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Probe bounds that take any date. */
export const ANY_DATE = { from: '0001-01-01', to: '9999-12-31' } as const;
