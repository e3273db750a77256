import {
  FIXTURE_FEMALE_FIRSTNAMES,
  FIXTURE_MALE_FIRSTNAMES,
  FIXTURE_SURNAMES,
  decideAction,
  exampleAttestationSubmission,
  exampleBirthRegistrationDraft,
  exampleDeathRegistrationSubmission,
  exampleStillbirthSubmission,
  formatCalendarDate,
  modificationRequestSchema,
  registryToday,
  statesSortedByName,
  toBirthRegistrationSubmission,
  type RecordKindKey,
  type RegistrationPlace,
} from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client.ts';
import { findAccountByUserName } from '../modules/auth/repository.ts';
import {
  actorOf,
  toSession,
  type AuthSession,
  type RequestContext,
} from '../modules/auth/service.ts';
import { PopulationEstimateService } from '../modules/estimates/service.ts';
import { printRecord } from '../modules/certificates/service.ts';
import { readFee } from '../modules/payments/service.ts';
import { reprintCertificate } from '../modules/reprint/service.ts';
import { uploadDocument } from '../modules/documents/service.ts';
import {
  approveModification,
  queryModification,
  requestModification,
} from '../modules/modifications/service.ts';
import { SAMPLE_PHOTO, SANDBOX_NINS } from '../integrations/identity/sandbox.ts';
import type { AnyRecordKind } from '../modules/records/kind.ts';
import { stateCode } from '../modules/records/repository.ts';
import { certificateNumberOf, recordMessages } from '../modules/records/service.ts';
import {
  auditEntityOf,
  insertSubmissionsIn,
  type NewSubmission,
} from '../modules/records/submissions.ts';
import { DEMO_CENTRES, seedDemoStaff, type DemoCentre } from './demo.ts';
import { SeededRandom } from './random.ts';

/** The fixed seed of every random choice of the register (docs/demo.md). */
export const DEMO_REGISTER_SEED = 46;
/** The register starts on this day and runs to the day the demo first starts. */
export const DEMO_REGISTER_FROM = new Date('2023-01-02T08:00:00Z');
/** How many records of each kind (docs/demo.md). */
export const DEMO_REGISTER_COUNTS: Record<RecordKindKey, number> = {
  birth: 1800,
  death: 700,
  stillbirth: 150,
  attestation: 350,
};
/** Demo references end in DEMO and four digits: `BR-LA-2024-DEMO0042` (8 characters as any). */
export const DEMO_REFERENCE = /-DEMO\d{4}$/;
/** Records registered at most this many days before today are mostly still under review. */
const RECENT_DAYS = 21;
/** Records approved, of those printed: printing makes a PDF each, so the older ones stay approved. */
const PRINTED = 24;
/** Why a reviewer queried a demo record. */
const QUERY_REASONS = [
  "The informant's signature is missing.",
  "The mother's age does not match her identity record.",
  'The supporting document is not readable.',
  'The place of birth is not filled in completely.',
];
const NO_NIN_REASON = 'Lack of Awareness';
const DAY = 86_400_000;

interface Planned {
  kind: AnyRecordKind;
  centre: DemoCentre;
  createdAt: Date;
  submission: RegistrationPlace;
  reference: string;
  /** Where the workflow takes it: its status at the end of the seed. */
  fate: 'pending' | 'queried' | 'approved' | 'printed';
  id?: number;
  capturedBy?: number;
}

/**
 * The demo register (docs/demo.md): DEMO_REGISTER_COUNTS records from DEMO_REGISTER_FROM to
 * `now` over the demo centres, made by the API's own functions: each kind's fixture with the
 * seeded names and dates, checked by its schema, saved by the submissions' statement
 * (records/submissions.ts: summary, search names, duplicate keys, history, audit, counts), then
 * approved, queried and printed by the services the routes call, by the demo staff of each
 * centre, on the days they would have done it (certificate numbers in order of approval); a
 * reprint, a fee waiver and the population estimates marked "demo figures". Seeds nothing when
 * a demo record is there already.
 */
export async function seedDemoRegister(
  app: FastifyInstance,
  { now, password }: { now: Date; password: string },
): Promise<number> {
  const [existing] = rowsOf<{ found: number }>(
    await app.db.execute(
      sql`select 1 as found from records where reference ~ ${DEMO_REFERENCE.source} limit 1`,
    ),
  );
  if (existing) return 0;
  const staff = await seedDemoStaff(app.db, password);
  const sessions = new Map<string, AuthSession>();
  const sessionOf = async (userName: string) => {
    const known = sessions.get(userName);
    if (known) return known;
    const account = await findAccountByUserName(app.db, userName);
    if (!account) throw new Error(`Demo register: no user ${userName}.`);
    const session = toSession(account, 0, new Date(now.getTime() + DAY));
    sessions.set(userName, session);
    return session;
  };
  const context = (at: Date, step: string): RequestContext => ({
    ip: '127.0.0.1',
    requestId: `demo-register-${step}`,
    now: at,
  });

  const random = new SeededRandom(DEMO_REGISTER_SEED);
  const planned = await plan(app, random, staff, now);

  // Saved as submitted, 200 to a statement.
  for (let from = 0; from < planned.length; from += 200) {
    const batch = planned.slice(from, from + 200);
    const entries: NewSubmission[] = [];
    for (const record of batch) {
      const registrar = await sessionOf(record.centre.registrar);
      entries.push(await submissionEntry(app, record, registrar));
    }
    const outcomes = await app.db.transaction((tx) => insertSubmissionsIn(tx, entries));
    outcomes.forEach((outcome, index) => {
      const answer = outcome.answer as { data?: { id: number } } | undefined;
      if (!answer?.data) {
        throw new Error(`Demo register: ${batch[index]!.reference} was not saved.`);
      }
      batch[index]!.id = answer.data.id;
      batch[index]!.capturedBy = entries[index]!.record.capturedBy;
    });
  }

  // The reviewers' steps, by the access policy, in one statement of each kind; then the prints,
  // by the certificates' service (each makes its PDF), in the order of their days.
  const reviewers = new Map<string, AuthSession>();
  for (const record of planned) {
    reviewers.set(record.centre.reviewer, await sessionOf(record.centre.reviewer));
  }
  const prints: { record: Planned; at: Date }[] = [];
  const reviews: Review[] = [];
  for (const record of planned) {
    const reviewedAt = new Date(
      Math.min(record.createdAt.getTime() + random.int(1, 6) * DAY, now.getTime() - DAY / 2),
    );
    const printedAt = new Date(
      Math.min(reviewedAt.getTime() + random.int(0, 3) * DAY + 3_600_000, now.getTime() - DAY / 4),
    );
    if (record.fate === 'pending') continue;
    const reviewer = reviewers.get(record.centre.reviewer)!;
    reviews.push({
      record,
      reviewer,
      at: reviewedAt,
      action: record.fate === 'queried' ? 'query' : 'approve',
      reason: record.fate === 'queried' ? random.pick(QUERY_REASONS) : null,
    });
    if (record.fate === 'printed') prints.push({ record, at: printedAt });
  }
  await app.db.transaction((tx) => reviewAll(tx, reviews));
  prints.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const { record, at } of prints) {
    const registrar = await sessionOf(record.centre.registrar);
    await printRecord(app, record.kind, registrar, context(at, 'print'), record.id!);
  }
  // The history's lines on the days they tell of (the statements wrote the day of the seed).
  await app.db.execute(sql`update record_history h set at = r.created_at
    from records r where h.record_id = r.id and h.action = 'submit'
      and r.reference ~ ${DEMO_REFERENCE.source}`);

  // A reprint of the first printed birth at Ikeja, paid in the sandbox.
  const registrar = await sessionOf('registra');
  const reprinted = planned.find(
    (record) => record.fate === 'printed' && record.kind.key === 'birth' && record.centre.home,
  );
  if (reprinted) {
    const [row] = rowsOf<{ certificate_number: string }>(
      await app.db.execute(
        sql`select certificate_number from records where id = ${reprinted.id!}::bigint`,
      ),
    );
    await reprintCertificate(
      app,
      registrar,
      context(new Date(now.getTime() - 2 * DAY), 'reprint'),
      {
        kind: 'birth',
        certificate_number: row!.certificate_number,
        payment_reference: 'SBX-PAID-REPRINT-DEMO0001',
      },
      null,
    );
  }

  await correctDemoRecords(
    app,
    planned,
    registrar,
    await sessionOf('dcr'),
    context(now, 'correct'),
  );
  await importDemoEstimates(app, await sessionOf('admin'), context(now, 'estimates'), now);
  return planned.length;
}

interface Review {
  record: Planned;
  reviewer: AuthSession;
  at: Date;
  action: 'approve' | 'query';
  reason: string | null;
}

/**
 * The reviews of the register, as approveRecord and queryRecord make them one at a time: the
 * access policy's next status (four-eyes, area), the next certificate number of the kind's
 * series in the record's state and the year of its day (in the order of the days: gapless),
 * the record's columns, its history line and audit event. Thousands of approvals one at a time
 * took minutes on the embedded database; one statement per table takes a second.
 */
async function reviewAll(tx: Database, reviews: readonly Review[]): Promise<void> {
  const ordered = [...reviews].sort((a, b) => a.at.getTime() - b.at.getTime());
  const counters = new Map<string, number>();
  for (const row of rowsOf<{ series: string; state_id: number; year: number; last_number: number }>(
    await tx.execute(sql`select series, state_id, year, last_number from certificate_counters`),
  )) {
    counters.set(`${row.series}|${row.state_id}|${row.year}`, row.last_number);
  }
  const codes = new Map<number, string>();
  const updates = [];
  const history = [];
  const audit = [];
  for (const { record, reviewer, at, action, reason } of ordered) {
    const { kind, centre } = record;
    const decision = decideAction(
      actorOf(reviewer),
      {
        kind,
        status: 'pending',
        place: { stateId: centre.stateId, lgaId: centre.lgaId, centreId: centre.id },
        capturedBy: record.capturedBy!,
        capturerPasswordSetBy: null,
      },
      action,
    );
    if (!decision.allowed) {
      throw new Error(
        `Demo register: ${reviewer.user.UserName} may not ${action} ${record.reference}.`,
      );
    }
    let certificateNumber: string | null = null;
    if (action === 'approve') {
      const year = registryToday(at).year;
      const { series, prefix } = kind.certificate;
      const key = `${series}|${centre.stateId}|${year}`;
      const sequence = (counters.get(key) ?? 0) + 1;
      counters.set(key, sequence);
      if (!codes.has(centre.stateId))
        codes.set(centre.stateId, (await stateCode(tx, centre.stateId)).trim());
      certificateNumber = certificateNumberOf(prefix, codes.get(centre.stateId)!, year, sequence);
    }
    const id = record.id!;
    updates.push({
      id,
      status: decision.next,
      certificate_number: certificateNumber,
      approved_by: action === 'approve' ? reviewer.user.User_ID : null,
      approved_at: action === 'approve' ? at.toISOString() : null,
      query_reason: reason,
      updated_at: at.toISOString(),
    });
    history.push({
      record_type: kind.key,
      record_id: id,
      action,
      from_status: 'pending',
      to_status: decision.next,
      by_user_id: reviewer.user.User_ID,
      at: at.toISOString(),
      reason,
    });
    audit.push({
      action: `${auditEntityOf(kind)}.${action}`,
      actor_user_id: reviewer.user.User_ID,
      actor_user_name: reviewer.user.UserName,
      entity_type: auditEntityOf(kind),
      entity_id: String(id),
      ip: '127.0.0.1',
      request_id: `demo-register-${action}`,
      details:
        action === 'approve'
          ? { reference: record.reference, certificateNumber }
          : { reference: record.reference, reason },
    });
  }
  await tx.execute(sql`update records r set status = u.status,
      certificate_number = u.certificate_number, approved_by = u.approved_by,
      approved_at = u.approved_at, query_reason = u.query_reason, updated_at = u.updated_at
    from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as u (id bigint, status text,
      certificate_number text, approved_by integer, approved_at timestamptz, query_reason text,
      updated_at timestamptz)
    where r.id = u.id`);
  await tx.execute(sql`insert into record_history (record_type, record_id, action, from_status,
      to_status, by_user_id, at, reason)
    select record_type, record_id, action, from_status, to_status, by_user_id, at, reason
    from jsonb_to_recordset(${JSON.stringify(history)}::jsonb) as h (record_type text,
      record_id bigint, action text, from_status text, to_status text, by_user_id integer,
      at timestamptz, reason text)
    order by at`);
  await tx.execute(sql`insert into audit_log (action, actor_user_id, actor_user_name,
      entity_type, entity_id, ip, request_id, details)
    select action, actor_user_id, actor_user_name, entity_type, entity_id, ip, request_id, details
    from jsonb_to_recordset(${JSON.stringify(audit)}::jsonb) as a (action text,
      actor_user_id integer, actor_user_name text, entity_type text, entity_id text, ip text,
      request_id text, details jsonb)`);
  const finals = [...counters].map(([key, last]) => {
    const [series, stateId, year] = key.split('|');
    return { series, state_id: Number(stateId), year: Number(year), last_number: last };
  });
  await tx.execute(sql`insert into certificate_counters (series, state_id, year, last_number)
    select series, state_id, year, last_number
    from jsonb_to_recordset(${JSON.stringify(finals)}::jsonb) as c (series text,
      state_id integer, year integer, last_number integer)
    on conflict (series, state_id, year) do update set last_number = excluded.last_number`);
}

/** Each record's kind, centre, day, particulars and fate, in the order of their days. */
async function plan(
  app: FastifyInstance,
  random: SeededRandom,
  staff: readonly DemoCentre[],
  now: Date,
): Promise<Planned[]> {
  const span = now.getTime() - DEMO_REGISTER_FROM.getTime();
  const codes = new Map<number, string>();
  for (const centre of staff)
    codes.set(centre.stateId, (await stateCode(app.db, centre.stateId)).trim());
  // Every subject has names of their own: the duplicate check of the API would stop a second
  // record with the same mother or the same names (the kinds' duplicateKeys).
  const women = random.shuffled(
    FIXTURE_SURNAMES.flatMap((surname) =>
      FIXTURE_FEMALE_FIRSTNAMES.map((first) => [surname, first] as const),
    ),
  );
  const men = random.shuffled(
    FIXTURE_SURNAMES.flatMap((surname) =>
      FIXTURE_MALE_FIRSTNAMES.map((first) => [surname, first] as const),
    ),
  );
  let woman = 0;
  let man = 0;
  const nextWoman = () => women[woman++ % women.length]!;
  const nextMan = () => men[man++ % men.length]!;
  const nins = new Set<string>();
  const nin = () => {
    for (;;) {
      const candidate = random.digits(11);
      if (!nins.has(candidate)) {
        nins.add(candidate);
        return candidate;
      }
    }
  };

  const planned: Planned[] = [];
  for (const [key, count] of Object.entries(DEMO_REGISTER_COUNTS) as [RecordKindKey, number][]) {
    const kind = app.recordKinds.find(key);
    if (!kind) continue;
    for (let n = 1; n <= count; n++) {
      // Spread over the days, a little later each year (registration grows).
      const share = Math.sqrt((n - 1 + random.next()) / count);
      const createdAt = new Date(DEMO_REGISTER_FROM.getTime() + share * span);
      createdAt.setUTCHours(7 + random.int(0, 8), random.int(0, 59), random.int(0, 59), 0);
      if (createdAt > now) createdAt.setTime(now.getTime() - random.int(1, 240) * 60_000);
      const centre = pickCentre(random, staff);
      const particulars = particularsFor(kind.key, createdAt, random, { nextWoman, nextMan, nin });
      const place = {
        registration_state: centre.stateId,
        registration_lga: centre.lgaId,
        Reg_Center: centre.id,
      };
      const submission = kind.submissionSchema.parse({
        ...particulars,
        ...place,
        ...(key === 'attestation' ? { reference: `SBX-PAID-ATTESTATION-DEMO${pad(n)}` } : {}),
      }) as RegistrationPlace;
      const age = (now.getTime() - createdAt.getTime()) / DAY;
      const roll = random.next();
      const fate: Planned['fate'] =
        age < RECENT_DAYS
          ? roll < 0.55
            ? 'pending'
            : roll < 0.7
              ? 'queried'
              : 'approved'
          : roll < 0.02
            ? 'pending'
            : roll < 0.05
              ? 'queried'
              : 'approved';
      const year = registryToday(createdAt).year;
      planned.push({
        kind,
        centre,
        createdAt,
        submission,
        reference: `${kind.referencePrefix}-${codes.get(centre.stateId)}-${year}-DEMO${pad(n)}`,
        fate,
      });
    }
  }
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  // The most recently approved are printed (the older ones' paper is not made here).
  const approved = planned.filter((record) => record.fate === 'approved');
  for (const record of approved.slice(-PRINTED)) record.fate = 'printed';
  return planned;
}

const pad = (n: number) => String(n).padStart(4, '0');

/** Ikeja (the demo accounts' centre) holds most records; the others share the rest. */
function pickCentre(random: SeededRandom, staff: readonly DemoCentre[]): DemoCentre {
  const home = staff.find((centre) => centre.home)!;
  if (random.chance(0.6)) return home;
  return random.pick(staff.filter((centre) => !centre.home));
}

interface People {
  nextWoman(): readonly [string, string];
  nextMan(): readonly [string, string];
  nin(): string;
}

/** A fixture's parts, to put the seeded values in. */
type Parts = Record<string, Record<string, unknown>>;
const partsOf = (input: object) => structuredClone(input) as unknown as Parts;

const daysBefore = (at: Date, days: number) =>
  formatCalendarDate(registryToday(new Date(at.getTime() - days * DAY)));

/**
 * The kind's domain fixture registered on `at`, with the seeded people and dates put in:
 * most events a few days before, some late (births over 30 days, deaths over 45).
 */
function particularsFor(
  key: RecordKindKey,
  at: Date,
  random: SeededRandom,
  people: People,
): Record<string, unknown> {
  const late = random.chance(0.12);
  if (key === 'birth') {
    const draft = partsOf(exampleBirthRegistrationDraft('claimed', at));
    const [surname, motherFirst] = people.nextWoman();
    const girl = random.chance(0.5);
    const childFirst = random.pick(girl ? FIXTURE_FEMALE_FIRSTNAMES : FIXTURE_MALE_FIRSTNAMES);
    const withNin = random.chance(0.6);
    draft.child = {
      ...draft.child,
      surname,
      firstname: childFirst,
      middlename: random.chance(0.4)
        ? random.pick(girl ? FIXTURE_FEMALE_FIRSTNAMES : FIXTURE_MALE_FIRSTNAMES)
        : '',
      sex: girl ? '2' : '1',
      childBirthDate: daysBefore(at, late ? random.int(31, 700) : random.int(1, 28)),
    };
    draft.mother = {
      ...draft.mother,
      surname,
      firstname: motherFirst,
      middlename: '',
      age: String(random.int(19, 42)),
      nin: withNin ? people.nin() : '',
      reason_for_no_nin: withNin ? '' : NO_NIN_REASON,
    };
    draft.father = {
      ...draft.father,
      surname,
      firstname: random.pick(FIXTURE_MALE_FIRSTNAMES),
      age: String(random.int(24, 55)),
    };
    return toBirthRegistrationSubmission(
      draft as unknown as Parameters<typeof toBirthRegistrationSubmission>[0],
    ) as Record<string, unknown>;
  }
  if (key === 'death') {
    const child = random.chance(0.1);
    const input = partsOf(exampleDeathRegistrationSubmission(child ? 'form_a' : 'form_b', at));
    const male = random.chance(0.55);
    const [surname, first] = male ? people.nextMan() : people.nextWoman();
    const age = child ? random.int(1, 4) : random.int(5, 95);
    const died = daysBefore(at, late ? random.int(46, 400) : random.int(1, 14));
    const [year, month] = died.split('-').map(Number) as [number, number];
    const born = `${year - age}-${String(month).padStart(2, '0')}-01`;
    const withNin = !child && random.chance(0.7);
    const deceased = input.deceased!;
    input.deceased = {
      ...deceased,
      surname,
      firstname: first,
      middlename: '',
      sex: male ? 1 : 2,
      date_of_birth: born,
      date_of_death: died,
      age_at_death: { ...(deceased.age_at_death as object), value: age },
      nin: withNin ? people.nin() : null,
      reason_for_no_nin: withNin ? null : NO_NIN_REASON,
    };
    input.informant = { ...input.informant, surname };
    if (child) input.mother = { ...input.mother, surname };
    return input;
  }
  if (key === 'stillbirth') {
    const input = partsOf(exampleStillbirthSubmission(at));
    const [surname, first] = people.nextWoman();
    input.stillbirth = {
      ...input.stillbirth,
      sex: random.int(1, 2),
      date_of_delivery: daysBefore(at, random.int(1, 7)),
    };
    input.mother = { ...input.mother, fullname: `${first} ${surname}` };
    return input;
  }
  const withNin = random.chance(0.7);
  const input = partsOf(exampleAttestationSubmission(withNin ? 'with_nin' : 'without_nin', at));
  const male = random.chance(0.5);
  const [surname, first] = male ? people.nextMan() : people.nextWoman();
  const parents = input.parents as Parts;
  input.applicant = {
    ...input.applicant,
    surname,
    firstname: first,
    middlename: null,
    sex: male ? 1 : 2,
    date_of_birth: daysBefore(at, random.int(18 * 365, 80 * 365)),
    ...(withNin ? { nin: people.nin() } : { id_number: `A${random.digits(8)}` }),
  };
  input.parents = {
    ...parents,
    father: { ...parents.father, surname, firstname: random.pick(FIXTURE_MALE_FIRSTNAMES) },
    mother: { ...parents.mother, surname, firstname: random.pick(FIXTURE_FEMALE_FIRSTNAMES) },
  };
  return input;
}

/** The entry the submissions' statement saves for a planned record, as submitRecord makes it. */
async function submissionEntry(
  app: FastifyInstance,
  record: Planned,
  registrar: AuthSession,
): Promise<NewSubmission> {
  const { kind, submission, createdAt, centre } = record;
  const place = { stateId: centre.stateId, lgaId: centre.lgaId, centreId: centre.id };
  const decision = decideAction(
    actorOf(registrar),
    { kind, status: null, place, recordType: kind.recordTypeOf(submission) },
    'submit',
  );
  if (!decision.allowed) {
    throw new Error(`Demo register: ${registrar.user.UserName} may not submit ${kind.name}s.`);
  }
  const flags = kind.flags(submission, createdAt);
  const { confirmNotDuplicate: _confirm, ...particulars } = submission;
  const paid = kind.payment ? String((submission as { reference?: string }).reference) : null;
  const fee = kind.payment && paid ? await readFee(app, kind.payment.service, createdAt) : null;
  return {
    kind,
    submission,
    record: {
      reference: record.reference,
      status: decision.next,
      particulars,
      late: flags.late,
      overFiveYears: flags.overFiveYears,
      regCenterId: centre.id,
      stateId: centre.stateId,
      lgaId: centre.lgaId,
      capturedBy: registrar.user.User_ID,
      createdAt,
    },
    confirmedNotDuplicate: false,
    actor: {
      userName: registrar.user.UserName,
      ip: '127.0.0.1',
      requestId: 'demo-register-submit',
    },
    key: { key: `demo-register-${record.reference}`, requestHash: 'demo-register' },
    message: recordMessages(kind).submitted,
    ...(kind.payment && paid && fee
      ? {
          payment: {
            provider: 'sandbox',
            service: kind.payment.service,
            reference: paid,
            amountKobo: fee.amountKobo,
            currency: fee.currency,
            paidKobo: fee.amountKobo,
            providerReference: `sandbox-${paid}`,
            paidAt: createdAt,
            verifiedAt: createdAt,
          },
        }
      : {}),
  };
}

/**
 * Corrections of three printed births at Ikeja (not the one reprinted): the child's first name
 * misspelt, each asked for by the registrar with the field's documents and a sandbox payment,
 * through the corrections' service; the DCR approves the first (the record goes back to approved,
 * for a corrected certificate), queries the second and leaves the third pending.
 */
async function correctDemoRecords(
  app: FastifyInstance,
  planned: readonly Planned[],
  registrar: AuthSession,
  dcr: AuthSession,
  context: RequestContext,
): Promise<void> {
  const births = planned
    .filter(
      (record) => record.fate === 'printed' && record.kind.key === 'birth' && record.centre.home,
    )
    .slice(1, 4);
  for (const [index, record] of births.entries()) {
    const { kind } = record;
    const corrections = kind.corrections;
    const field = corrections?.fields[0];
    const [surnameInput, firstnameInput] = field?.inputs ?? [];
    if (!corrections || !field || !surnameInput || !firstnameInput) return;
    const child = (record.submission as unknown as Parts).child!;
    const document = await uploadDocument(
      app,
      registrar,
      {
        kind: 'support_document',
        documentType: null,
        fileName: 'demo-letter.png',
        data: SAMPLE_PHOTO,
      },
      context,
    );
    const inputs = corrections.fields.flatMap((each) => each.inputs.map((input) => input.name));
    const body = modificationRequestSchema(corrections).parse({
      [corrections.idField]: record.id,
      mod_type: corrections.modType,
      mod_field: field.key,
      mod_reason: 'clerical_error',
      comment: "The child's first name was misspelt at registration.",
      requester: { type: 'parent', name: 'Folake Adeyemi', proof: 'nin', nin: SANDBOX_NINS.mother },
      supporting_documents: field.rule.documents.map((set) => ({
        type: set[0],
        mimeType: 'image/png',
        url: document.key,
      })),
      ...Object.fromEntries(inputs.map((name) => [name, null])),
      [surnameInput.name]: child.surname,
      [firstnameInput.name]: `${String(child.firstname)}a`,
      payment_reference: `SBX-PAID-MODIFICATION-DEMO${pad(index + 1)}`,
    });
    const entry = await requestModification(app, kind, registrar, context, body);
    if (index === 0) await approveModification(app, kind, dcr, context, entry.id);
    if (index === 1) {
      await queryModification(
        app,
        kind,
        dcr,
        context,
        entry.id,
        'The request letter is not signed.',
      );
    }
  }
}

/**
 * Population estimates of the demo centres' states for every year of the register, through the
 * import the administrators use; "DEMO FIGURES" in their source. The populations are those of
 * a catchment the size of the demo register (about 60 to 80% of its births registered), not of
 * the states.
 */
async function importDemoEstimates(
  app: FastifyInstance,
  admin: AuthSession,
  context: RequestContext,
  now: Date,
) {
  const names = new Map(statesSortedByName().map((state) => [state.State_ID, state.State_Name]));
  const populations: [string, number][] = DEMO_CENTRES.map((centre) => [
    centre.state,
    centre.state === DEMO_CENTRES[0].state ? 16_000 : 3_600,
  ]);
  const lines = ['state,year,population,crude_birth_rate,source'];
  for (let year = DEMO_REGISTER_FROM.getUTCFullYear(); year <= registryToday(now).year; year++) {
    for (const [state, population] of populations) {
      if (![...names.values()].includes(state)) continue;
      lines.push(`${state},${year},${population},36.5,DEMO FIGURES - not real`);
    }
  }
  await new PopulationEstimateService(app).importCsv(admin, lines.join('\n'), context);
}
