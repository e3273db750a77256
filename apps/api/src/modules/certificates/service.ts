import { createHash, randomBytes } from 'node:crypto';
import {
  capitalise,
  correctableField,
  marginalNote,
  CERTIFICATE_MESSAGES,
  decideAction,
  hasAnyPermission,
  lgaName,
  mayEverTake,
  printedParticulars,
  signedPayloadBytes,
  stateName,
  verificationAddress,
  verificationFragment,
  VERIFICATION_CODE_ALPHABET,
  VERIFICATION_CODE_LENGTH,
  type Certificate,
  type CertificateIssue,
  type RecordCertificates,
  type RecordKindKey,
} from '@vitalreg/domain';
import { and, asc, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { registrationCentres, users } from '../../db/schema.ts';
import { AppError, forbidden, notFound, stateConflict } from '../../errors.ts';
import { actorOf, type AuthSession, type RequestContext } from '../auth/service.ts';
import type { UserScope } from '../auth/scope.ts';
import { capturerName } from '../display-names/display-names.ts';
import { lockRecord, placeOf, recordScope, type RecordRow } from '../records/repository.ts';
import { servedKind, type AnyRecordKind } from '../records/kind.ts';
import { recordWorkflowStep } from '../records/service.ts';
import { modificationRequests } from '../modifications/tables.ts';
import { records } from '../records/tables.ts';
import { CertificateCheckCounter } from './check-counter.ts';
import { registryDate, renderCertificatePdf, subjectNameOf } from './pdf.ts';
import {
  certificateChecksOf,
  certificateInScope,
  certificatesOf,
  currentPrint,
  toCertificate,
} from './repository.ts';
import {
  paperOf,
  paperRefused,
  paperStandingOf,
  revokeReplacedCertificates,
  useNewPaperAuthorisation,
} from './revocation.ts';
import { createCertificateSigner, particularsDigest, type CertificateSigner } from './signing.ts';
import { certificates } from './tables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    certificates: {
      signer: CertificateSigner;
      /** Where QR codes point: `${publicUrl}/verify/<code>`. */
      publicUrl: string;
      checks: CertificateCheckCounter;
      /** Public checks per minute and address (VERIFY_RATE_LIMIT_PER_MINUTE). */
      verifyPerMinute: number;
    };
  }
}

/** Public checks per minute and address, unless configured. */
export const VERIFY_RATE_LIMIT_PER_MINUTE = 30;

/**
 * The kind's declaration, once the caller may read its records (the kind's list permissions;
 * the record's area is checked with the record): its certificates, and their reprints.
 */
export function readableKind(
  app: FastifyInstance,
  session: AuthSession,
  key: RecordKindKey,
): AnyRecordKind {
  const kind = servedKind(app, key);
  if (!hasAnyPermission(session.permissions, kind.permissions.list)) throw forbidden();
  return kind;
}

/**
 * Decorates the app with the certificate signer (CERTIFICATE_SIGNING_KEY or its file, and the
 * retired public keys, parsed now so a wrong key stops the start; unset: a key generated into
 * DATA_DIR on first use), the public address and the counter of public checks.
 */
export function registerCertificates(app: FastifyInstance, config: AppConfig): void {
  // Every certificate printed carries this address in its QR code, for good: on a real server
  // (its own database, no demo accounts) a missing PUBLIC_URL prints the API's own address.
  if (!config.publicUrl && config.databaseUrl && !config.demo) {
    app.log.warn(
      `PUBLIC_URL is not set: certificates' QR codes will point at http://${config.host}:${config.port}`,
    );
  }
  const checks = new CertificateCheckCounter(app.db, app.log);
  app.decorate('certificates', {
    signer: createCertificateSigner(
      {
        key: config.certificateSigningKey,
        keyFile: config.certificateSigningKeyFile,
        retiredKeys: config.certificateRetiredPublicKeys,
        retiredKeysFile: config.certificateRetiredPublicKeysFile,
      },
      config.dataDir,
    ),
    publicUrl: (config.publicUrl ?? `http://${config.host}:${config.port}`).replace(/\/+$/, ''),
    checks,
    verifyPerMinute: config.verifyRateLimitPerMinute ?? VERIFY_RATE_LIMIT_PER_MINUTE,
  });
  checks.start();
  app.addHook('preClose', () => checks.stop());
}

/** A new verification code: 10 characters of the domain's alphabet (5 random bits each). */
export function newVerificationCode(): string {
  return [...randomBytes(VERIFICATION_CODE_LENGTH)]
    .map((byte) => VERIFICATION_CODE_ALPHABET[byte % VERIFICATION_CODE_ALPHABET.length])
    .join('');
}

export interface IssueCertificateInput {
  kind: AnyRecordKind;
  /** The record, locked by the caller's transaction (lockRecord), with its certificate number. */
  record: RecordRow;
  issue: CertificateIssue;
  actor: AuthSession;
  context: RequestContext;
  paymentId?: number | null;
}

/** A record's stored particulars as an object (postgres-js parses jsonb; PGlite may not). */
export const particularsOf = (record: Pick<RecordRow, 'particulars'>): Record<string, unknown> =>
  (typeof record.particulars === 'string'
    ? JSON.parse(record.particulars)
    : record.particulars) as Record<string, unknown>;

async function centreName(tx: Database, id: number): Promise<string> {
  const [row] = await tx
    .select({ name: registrationCentres.name })
    .from(registrationCentres)
    .where(eq(registrationCentres.id, id));
  return row?.name ?? '';
}

async function userName(tx: Database, id: number | null): Promise<string> {
  if (id === null) return '';
  const [row] = await tx.select({ name: capturerName }).from(users).where(eq(users.id, id));
  return row?.name ?? '';
}

/** "Corrected on 2026-12-01: child's name", one per correction applied, oldest first. */
async function marginalNotesOf(
  tx: Database,
  kind: AnyRecordKind,
  recordId: number,
): Promise<string[]> {
  const m = modificationRequests;
  const applied = await tx
    .select({ field: m.modField, at: m.approvedAt })
    .from(m)
    .where(and(eq(m.recordId, recordId), eq(m.status, 'approved')))
    .orderBy(asc(m.approvedAt), asc(m.id));
  return applied.map(({ field, at }) =>
    marginalNote(
      at ? registryDate(at) : '',
      (kind.corrections && correctableField(kind.corrections, field)?.label) ?? field,
    ),
  );
}

/**
 * Makes a certificate PDF of the record (an original, or the next reprint or reissue, marked
 * as such with its count), stores it in the blob store and inserts its row, in the caller's
 * transaction. It records no history or audit event: the caller's workflow step does.
 */
export async function issueCertificate(
  app: FastifyInstance,
  tx: Database,
  { kind, record, issue, actor, context, paymentId = null }: IssueCertificateInput,
): Promise<Certificate> {
  if (!record.certificateNumber) throw stateConflict(CERTIFICATE_MESSAGES.noCertificateNumber);
  let issueNumber = 0;
  if (issue !== 'original') {
    const [row] = await tx
      .select({ last: max(certificates.issueNumber) })
      .from(certificates)
      .where(and(eq(certificates.recordId, record.id), eq(certificates.issue, issue)));
    issueNumber = (row?.last ?? 0) + 1;
  }
  const particulars = particularsOf(record);
  const centreId = actor.scope.centreId ?? record.regCenterId;
  const [printedAt, registeredAt, registrarName, notes] = await Promise.all([
    centreName(tx, centreId),
    centreId === record.regCenterId ? undefined : centreName(tx, record.regCenterId),
    userName(tx, record.approvedBy),
    record.version > 1 ? marginalNotesOf(tx, kind, record.id) : [],
  ]);
  const code = newVerificationCode();
  const subject = subjectNameOf(kind, particulars);
  const issuedAt = context.now;
  const { signer } = app.certificates;
  const keyId = await signer.keyId();
  const digest = particularsDigest(printedParticulars(kind.particulars, particulars));
  const payload = signedPayloadBytes({
    k: kind.key,
    n: record.certificateNumber,
    s: subject,
    e: record.eventDate,
    i: registryDate(issuedAt),
    c: code,
    d: digest,
    kid: keyId,
  });
  const signature = await signer.sign(payload);
  const address = verificationAddress(app.certificates.publicUrl, code);
  const pdf = await renderCertificatePdf({
    kind,
    certificateNumber: record.certificateNumber,
    issue,
    issueNumber,
    issuedAt,
    registrarName,
    centreName: printedAt,
    particulars,
    registration: {
      centre: registeredAt ?? printedAt,
      lga: lgaName(record.lgaId) ?? '',
      state: stateName(record.stateId) ?? '',
    },
    code,
    qrText: `${address}#${verificationFragment(payload, signature)}`,
    address,
    notes,
  });
  // A rolled-back transaction leaves the file behind, unreferenced: content-addressed, harmless.
  const blob = await app.blobStore.put(pdf, 'pdf');
  const [row] = await tx
    .insert(certificates)
    .values({
      recordId: record.id,
      kind: kind.key,
      certificateNumber: record.certificateNumber,
      issue,
      issueNumber,
      code,
      subject,
      eventDate: record.eventDate,
      blobKey: blob.key,
      sha256: blob.sha256,
      issuedBy: actor.user.User_ID,
      issuedAt,
      regCenterId: centreId,
      paymentId,
      keyId,
      particularsDigest: digest,
    })
    .returning();
  if (!row) throw new Error('certificate was not inserted');
  return toCertificate(
    row,
    { id: actor.user.User_ID, name: actor.user.FullName ?? actor.user.UserName },
    {
      id: centreId,
      name: printedAt,
    },
  );
}

export interface Printed {
  certificate: Certificate;
  /** False when the record was printed before: the same certificate, nothing new recorded. */
  created: boolean;
}

/**
 * `POST /api/certificates/{kind}/{id}/print`: approved -> printed with the original certificate,
 * in one transaction. Idempotent: a record printed already answers its original certificate and
 * records nothing (a double click, a retry, two clerks at once: the record's lock orders them).
 * After the registry revoked a certificate of the record, refused (CERTIFICATE_REVOKED) until an
 * administrator authorises a new one; that one is then printed here, once (docs/certificates.md).
 */
export async function printRecord(
  app: FastifyInstance,
  kind: AnyRecordKind,
  session: AuthSession,
  context: RequestContext,
  id: number,
): Promise<Printed> {
  const actor = actorOf(session);
  const cannotPrint = () => forbidden(`Your role cannot print ${kind.name} certificates.`);
  if (!mayEverTake(actor, 'print', kind)) throw cannotPrint();
  return app.db.transaction(async (tx) => {
    const record = await lockRecord(tx, kind.key, id, recordScope(session.scope));
    if (!record) throw notFound(`${capitalise(kind.name)} not found.`);
    const paper = await paperOf(tx, record.id);
    if (record.status === 'printed' && paper.standing === 'valid') {
      const current = await currentPrint(tx, record.id);
      if (current) return { certificate: current, created: false };
    }
    // A record printed before certificates were kept (no original on file) gets its original now.
    const decision = decideAction(
      actor,
      {
        kind,
        status:
          record.status === 'printed' && paper.standing === 'valid' ? 'approved' : record.status,
        place: placeOf(record),
        paper: paper.standing,
      },
      'print',
    );
    if (!decision.allowed) {
      if (decision.reason === 'certificate_revoked') throw paperRefused(paper, 'print');
      if (decision.reason === 'wrong_status') {
        throw stateConflict(
          `This record is ${record.status}; only an approved record's certificate can be printed.`,
        );
      }
      throw cannotPrint();
    }
    // After a revocation, the new certificate an administrator authorised: on a printed record
    // it is a reissue (it replaces the papers still valid); a corrected record's is its
    // corrected certificate (marked, with the notes), as every print of a corrected record.
    const reissued = paper.standing === 'new_paper_authorised' && record.status === 'printed';
    const certificate = await issueCertificate(app, tx, {
      kind,
      record,
      issue: reissued ? 'reissue' : record.version > 1 ? 'correction' : 'original',
      actor: session,
      context,
    });
    const replaced = reissued
      ? await revokeReplacedCertificates(tx, certificate, record.id, session.user.User_ID)
      : [];
    if (paper.standing === 'new_paper_authorised') {
      await useNewPaperAuthorisation(tx, record.id, certificate.id);
    }
    await tx
      .update(records)
      .set({ status: decision.next, updatedAt: context.now })
      .where(eq(records.id, record.id));
    await recordWorkflowStep(tx, kind, session, context, record, 'print', decision.next, {
      details: {
        certificateNumber: certificate.certificate_number,
        certificateId: certificate.id,
        centreId: certificate.centre.id,
        sha256: certificate.sha256,
        ...(paper.standing === 'new_paper_authorised'
          ? { newPaperAuthorised: true, replacedCertificateIds: replaced }
          : {}),
      },
    });
    return { certificate, created: true };
  });
}

/** 404 unless the record is the kind's and in the caller's area. */
async function assertRecordInScope(
  db: Database,
  kind: AnyRecordKind,
  scope: UserScope,
  id: number,
): Promise<void> {
  const [row] = await db
    .select({ id: records.id })
    .from(records)
    .where(and(eq(records.id, id), eq(records.kind, kind.key), recordScope(scope)));
  if (!row) throw notFound(`${capitalise(kind.name)} not found.`);
}

/** `GET /api/certificates/{kind}/{id}`: the record's certificates and their public checks. */
export async function recordCertificates(
  app: FastifyInstance,
  kind: AnyRecordKind,
  scope: UserScope,
  id: number,
): Promise<RecordCertificates> {
  await assertRecordInScope(app.db, kind, scope, id);
  // This process's latest checks first, so the page shows them at once.
  await app.certificates.checks.flush().catch(() => undefined);
  const [list, checks, paper] = await Promise.all([
    certificatesOf(app.db, id),
    certificateChecksOf(app.db, id),
    paperStandingOf(app.db, id),
  ]);
  return { certificates: list, checks, paper };
}

/**
 * A certificate's stored bytes, for those whose area covers its record. The bytes are checked
 * against the SHA-256 recorded at issue: a changed file is an error, never served.
 */
export async function certificatePdf(
  app: FastifyInstance,
  kind: AnyRecordKind,
  scope: UserScope,
  recordId: number,
  certificateId: number,
): Promise<{ bytes: Buffer; certificate: Certificate }> {
  const found = await certificateInScope(
    app.db,
    kind.key,
    recordScope(scope),
    recordId,
    certificateId,
  );
  if (!found) throw notFound(CERTIFICATE_MESSAGES.notFound);
  const opened = await app.blobStore.open(found.blobKey);
  if (!opened) throw new AppError('INTERNAL', 'The certificate file is missing from storage.');
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (createHash('sha256').update(bytes).digest('hex') !== found.certificate.sha256) {
    app.log.error({ certificateId }, 'certificate file does not match its SHA-256');
    throw new AppError('INTERNAL', 'The stored certificate file is damaged.');
  }
  return { bytes, certificate: found.certificate };
}
