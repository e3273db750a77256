import { randomUUID } from 'node:crypto';
import {
  correctableField,
  recordKindOf,
  type ModificationEntry,
  type RecordKind,
  type RecordKindKey,
} from '@vitalreg/domain';
import { expect } from 'vitest';
import { SANDBOX_NINS } from '../../integrations/identity/sandbox.ts';
import { newSandboxReference } from '../../integrations/payment-gateway/sandbox.ts';
import { bearer } from '../../test/helpers.ts';
import { birthPayload, part } from '../../kinds/birth/test-support.ts';
import {
  centreFiles,
  recordCalls,
  type Payload,
  type RecordsTest,
} from '../records/test-support.ts';
import { attestationPayload } from '../../kinds/attestation/test-support.ts';
import { deathPayload } from '../../kinds/death/test-support.ts';

/** A payload to register, and where it is sent when not to its kind's `/add`. */
export interface ToRegister {
  payload: Payload;
  path?: string;
}

/**
 * The kinds that may be corrected, with a payload of each at Ikeja whose subject and parents
 * carry no NIN or tracking ID: their names follow the spelling rule (a verified person's follow
 * VERIFIED_NAMES_RULE, tested with records of their own).
 */
export const CORRECTABLE: Record<string, (s: RecordsTest) => Promise<ToRegister>> = {
  birth: async (s) => ({
    payload: birthPayload(s.ikeja.id, (p) => {
      p.confirmNotDuplicate = true;
      Object.assign(part(p, 'father'), {
        nin: null,
        tracking_id: null,
        reason_for_no_nin: 'Lack of Awareness',
      });
    }),
  }),
  attestation: async (s) => ({
    payload: attestationPayload(s.ikeja, undefined),
    path: '/api/self-attestation/no-nin',
  }),
  death: async (s) => ({
    payload: deathPayload(s.ikeja, (p) => (p.confirmNotDuplicate = true)),
  }),
};

/** A registered record of the kind: submitted by the registrar, approved by the DCR, printed. */
export interface Registered {
  kind: RecordKind;
  id: number;
  number: string;
}

/** The modification API of one test file's app. */
export function modificationCalls(s: RecordsTest) {
  const base = (kind: RecordKind) => `/api/modification/${kind.apiPath}`;

  /** A record of the kind registered (CORRECTABLE's, or `given`), approved and printed. */
  async function registered(
    key: RecordKindKey,
    printed = true,
    given?: ToRegister,
  ): Promise<Registered> {
    const kind = recordKindOf(key);
    const calls = recordCalls(s.t.app, kind);
    const { payload, path } = given ?? (await CORRECTABLE[key]!(s));
    const submitted = await s.t.app.inject({
      method: 'POST',
      url: path ?? `/api/${kind.apiPath}/add`,
      headers: { ...bearer(s.people.registra), 'idempotency-key': randomUUID() },
      payload,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { id } = (submitted.json() as { data: { id: number } }).data;
    const approved = await calls.approve(s.people.dcr, id);
    expect(approved.statusCode, approved.body).toBe(200);
    const number = (approved.json() as { data: { certificate_number: string } }).data
      .certificate_number;
    if (printed) {
      const print = await s.t.app.inject({
        method: 'POST',
        url: `/api/certificates/${key}/${id}/print`,
        headers: bearer(s.people.registra),
      });
      expect(print.statusCode, print.body).toBe(200);
    }
    return { kind, id, number };
  }

  /** The centre's uploaded JPEG as each document type the field's rule needs. */
  function documentsFor(kind: RecordKind, modField: string) {
    const field = correctableField(kind.corrections!, modField)!;
    const url = centreFiles(s.ikeja.id)!.jpeg;
    return field.rule.documents.map((set) => ({ type: set[0], mimeType: 'image/jpeg', url }));
  }

  /** A request body: the field's values, every other field's null, documents, a paid fee. */
  function body(record: Registered, modField: string, values: Record<string, unknown>) {
    const corrections = record.kind.corrections!;
    const inputs = corrections.fields.flatMap((f) => f.inputs.map((i) => i.name));
    return {
      [corrections.idField]: record.id,
      mod_type: corrections.modType,
      mod_field: modField,
      mod_reason: 'clerical_error',
      comment: 'Misspelt at registration.',
      requester: { type: 'parent', name: 'Folake Adeyemi', proof: 'nin', nin: SANDBOX_NINS.mother },
      supporting_documents: documentsFor(record.kind, modField),
      ...Object.fromEntries(inputs.map((name) => [name, null])),
      ...values,
      payment_reference: newSandboxReference(correctableField(corrections, modField)!.rule.fee),
    } as Record<string, unknown>;
  }

  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    s.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  const request = (token: string, record: Registered, payload: Record<string, unknown>) =>
    inject('POST', base(record.kind), token, payload);

  /** Requests and returns the new entry (fails the test otherwise). */
  async function requested(token: string, record: Registered, payload: Record<string, unknown>) {
    const response = await request(token, record, payload);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: ModificationEntry }).data;
  }

  return {
    registered,
    body,
    documentsFor,
    request,
    requested,
    lookup: (token: string, kind: RecordKind, number: string) =>
      inject('GET', `${base(kind)}/cert/${encodeURIComponent(number)}`, token),
    amend: (token: string, record: Registered, payload: Record<string, unknown>) =>
      inject('PATCH', base(record.kind), token, payload),
    approve: (token: string, kind: RecordKind, id: number) =>
      inject('POST', `${base(kind)}/${id}/approve`, token),
    query: (token: string, kind: RecordKind, id: number, reason: string) =>
      inject('POST', `${base(kind)}/${id}/query`, token, { reason }),
    single: (token: string, kind: RecordKind, id: number) =>
      inject('GET', `${base(kind)}/single/${id}`, token),
    /** The spec's `/list?page=&status=...` (`query` with its `?`). */
    list: (token: string, kind: RecordKind, query = '') =>
      inject('GET', `${base(kind)}/list${query}`, token),
    stats: (token: string, kind: RecordKind, query = '') =>
      inject('GET', `${base(kind)}/stats${query}`, token),
    versions: (token: string, kind: RecordKind, id: number) =>
      inject('GET', `${base(kind)}/versions/${id}`, token),
  };
}
