/**
 * How the authorization matrix calls each route: the request for a caller (a role, or nobody)
 * and a place where the record it names lies (authorization-world.ts), and, for lists and
 * counts, what the answer must show of each place. Requests carry valid bodies where the
 * route's area check comes after the body's: an allowed caller may still get 400, 402, 409 or
 * 422 for what the body says, never 401, 403 or a 404 for a record of their area.
 */
import { randomUUID } from 'node:crypto';
import {
  RECORD_KIND_DECLARATIONS,
  REISSUANCE_TYPE_DECLARATIONS,
  type PaymentService,
  type ReissuanceType,
  type RoleName,
  type RouteAccess,
} from '@vitalreg/domain';
import { recordCount } from '../modules/records/count-checks.ts';
import { bearer } from './helpers.ts';
import { ADMIN_PROBES } from './authorization-probes-admin.ts';
import { get, headersOf, send, showsPlace, type Call, type Probe } from './authorization-calls.ts';
import { inArea, payloadOf, PLACES, type Place } from './authorization-world.ts';

const kindOf = (call: Call) => {
  if (!call.kind) throw new Error('this route needs a record kind');
  return RECORD_KIND_DECLARATIONS[call.kind];
};
const recordsOf = (call: Call) => call.world.records[kindOf(call).key][call.place];
const api = (call: Call) => `/api/${kindOf(call).apiPath}`;
const review = (call: Call) => `/api/dcr/registrations/${kindOf(call).reviewPath}`;
const printedBirth = (call: Call) => call.world.records.birth[call.place].printed;
const idempotent = () => ({ 'idempotency-key': randomUUID() });

/** Counts that must equal what lies in the caller's area. */
function countsArea(
  total: (data: unknown) => number,
  expected: (call: Call, places: Place[]) => Promise<number>,
): Probe['narrowed'] {
  return async (answer, call) => {
    const places = PLACES.filter((place) => inArea(call.role as RoleName, place));
    const want = await expected(call, places);
    const got = total((answer.json() as { data: unknown }).data);
    return got === want ? undefined : `counts ${got}, the area holds ${want}`;
  };
}

const listShowsPending = showsPlace((rows, call) =>
  rows.result.some((row) => row.id === recordsOf(call).pending.id),
);
const listShowsPrintedBirth = showsPlace((rows, call) =>
  rows.result.some((row) => row.record_id === printedBirth(call).id),
);
const recordStats: Probe = {
  request: get((call) => `${api(call)}/stats`),
  narrowed: countsArea(
    (data) => (data as { total: number }).total,
    async (call, places) => {
      const counts = await Promise.all(
        places.map((place) =>
          recordCount(call.world.db, kindOf(call).key, { centreId: call.world.centres[place].id }),
        ),
      );
      return counts.reduce((sum, n) => sum + n, 0);
    },
  ),
};
const approve = (method: 'GET' | 'POST'): Probe => ({
  request: (call) => ({
    method,
    url: `${review(call)}/approve/${recordsOf(call).reviewed.id}`,
    headers: headersOf(call),
  }),
});

/** The routes mounted for every kind, by their path after the kind's prefix. */
const KIND_PROBES: Record<string, Probe> = {
  'POST {api}/add': {
    request: send(
      'POST',
      (call) => `${api(call)}/add`,
      (call) => payloadOf(call.world.db, kindOf(call).key, call.world.centres[call.place]),
      idempotent,
    ),
  },
  'GET {api}': {
    request: get((call) => `${api(call)}?limit=100&centre_id=${call.world.centres[call.place].id}`),
    narrowed: listShowsPending,
  },
  'GET {api}/list/:page': {
    request: get(
      (call) => `${api(call)}/list/1?limit=100&centre_id=${call.world.centres[call.place].id}`,
    ),
    narrowed: listShowsPending,
  },
  'GET {api}/stats': recordStats,
  'GET {api}/stats/self': { ...recordStats, request: get((call) => `${api(call)}/stats/self`) },
  'GET {api}/:id': { request: get((call) => `${api(call)}/${recordsOf(call).pending.id}`) },
  // A correction sent from the caller's own centre, naming a record of the place: 404 outside
  // the area, else 409 (the record is pending, not queried).
  'PATCH {api}/:id': {
    request: send(
      'PATCH',
      (call) => `${api(call)}/${recordsOf(call).pending.id}`,
      (call) => payloadOf(call.world.db, kindOf(call).key, call.world.centres.centre),
    ),
  },
  'GET {review}': {
    request: get((call) => `${review(call)}?centre_id=${call.world.centres[call.place].id}`),
    narrowed: listShowsPending,
  },
  'GET {review}/:id': { request: get((call) => `${review(call)}/${recordsOf(call).pending.id}`) },
  'GET {review}/approve/:id': approve('GET'),
  'POST {review}/approve/:id': approve('POST'),
  'POST {review}/reject': {
    request: send(
      'POST',
      (call) => `${review(call)}/reject`,
      (call) => ({ id: recordsOf(call).reviewed.id, reason: 'The names need checking.' }),
    ),
  },
};

const certificateOf = (call: Call) => recordsOf(call).printed;
const FAILED_PAYMENT = 'SBX-FAIL-MATRIX';

/** Every other route, by its row's method and path. */
const PROBES: Record<string, Probe> = {
  'POST /api/self-attestation/no-nin': {
    request: send(
      'POST',
      () => '/api/self-attestation/no-nin',
      (call) =>
        payloadOf(call.world.db, 'attestation', call.world.centres[call.place], 'without_nin'),
      idempotent,
    ),
  },
  'POST /api/auth/login': {
    request: send(
      'POST',
      () => '/api/auth/login',
      () => ({}),
    ),
  },
  // Its own session of the role: logout ends the session it is sent with.
  'POST /api/auth/logout': {
    request: (call) => ({
      method: 'POST',
      url: '/api/auth/logout',
      headers: call.role ? bearer(call.world.spareTokens[call.role]) : {},
    }),
  },
  'GET /api/option/registration-centres': {
    request: get(() => '/api/option/registration-centres'),
    narrowed: async (answer, call) => {
      const centres = (answer.json() as { data: { Reg_Center_ID: number }[] }).data;
      const shown = centres.map((centre) => centre.Reg_Center_ID);
      const role = call.role as RoleName;
      const wrong = PLACES.filter(
        (place) => shown.includes(call.world.centres[place].id) !== inArea(role, place),
      );
      return wrong.length === 0 ? undefined : `centres wrong for: ${wrong.join(', ')}`;
    },
  },
  'POST /api/verify-nin': {
    request: send(
      'POST',
      () => '/api/verify-nin',
      () => ({ nin: '12345678901' }),
    ),
  },
  'POST /api/verify-trackingid': {
    request: send(
      'POST',
      () => '/api/verify-trackingid',
      () => ({ tracking_id: 'AB12CD34EF56GH1' }),
    ),
  },
  'POST /api/documents': {
    request: send(
      'POST',
      () => '/api/documents',
      () => ({
        kind: 'signature',
        mimeType: 'image/png',
        fileName: 'matrix',
        data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
      }),
    ),
  },
  'GET /api/documents/*': {
    request: get((call) => `/api/documents/${call.world.files[call.place]}`),
  },
  'GET /api/docs/static/*': { request: get(() => '/api/docs/static/swagger-ui.css') },
  'GET /*': {
    request: (call) => ({
      method: 'GET',
      url: '/dashboard/home',
      headers: { ...headersOf(call), accept: 'text/html' },
    }),
  },
  'PUT /api/payments/fees/:service': {
    request: send(
      'PUT',
      () => '/api/payments/fees/reprint',
      () => ({}),
    ),
  },
  'POST /api/payments/verify': {
    request: send(
      'POST',
      () => '/api/payments/verify',
      (call) => ({ service: call.subject, reference: FAILED_PAYMENT }),
    ),
  },
  'POST /api/payments/sandbox': {
    request: send(
      'POST',
      () => '/api/payments/sandbox',
      (call) => ({ service: call.subject }),
    ),
  },
  // A certificate (a new record's centre for an attestation) of the place: 201 or 409 (one open
  // already) in the area, 404 outside.
  'POST /api/payments/waivers': {
    request: send(
      'POST',
      () => '/api/payments/waivers',
      (call) => {
        const service = call.subject as PaymentService;
        const kind = service === 'attest_reissuance' ? 'attestation' : 'birth';
        const subject =
          service === 'attestation'
            ? { reg_center_id: call.world.centres[call.place].id }
            : {
                record_kind: kind,
                certificate_number: call.world.records[kind][call.place].printed.certificateNumber,
              };
        return { service, reason: 'Authorization matrix probe', ...subject };
      },
    ),
  },
  'GET /api/payments/waivers': {
    request: get(() => '/api/payments/waivers?service=reprint'),
    narrowed: async (answer, call) => {
      const ids = (answer.json() as { data: { id: number }[] }).data.map((waiver) => waiver.id);
      const shows = ids.includes(call.world.waivers[call.place]);
      if (shows === inArea(call.role as RoleName, call.place)) return undefined;
      return shows ? 'shows what lies outside the area' : 'leaves out what lies in the area';
    },
  },
  'GET /api/payments/waivers/:id': {
    request: get((call) => `/api/payments/waivers/${call.world.waivers[call.place]}`),
  },
  // The first allowed caller grants the place's waiver; the others then find it decided (409).
  ...Object.fromEntries(
    ['grant', 'refuse'].map((decision) => [
      `POST /api/payments/waivers/:id/${decision}`,
      {
        request: send(
          'POST',
          (call) => `/api/payments/waivers/${call.world.waivers[call.place]}/${decision}`,
          () => ({}),
        ),
      },
    ]),
  ),
  'POST /api/payments/webhooks/paystack': {
    request: send(
      'POST',
      () => '/api/payments/webhooks/paystack',
      () => ({}),
    ),
  },
  'POST /api/certificates/:kind/:id/print': {
    request: send(
      'POST',
      (call) => `/api/certificates/${call.kind}/${certificateOf(call).id}/print`,
    ),
  },
  'GET /api/certificates/:kind/:id': {
    request: get((call) => `/api/certificates/${call.kind}/${certificateOf(call).id}`),
  },
  'GET /api/certificates/:kind/:id/:certificateId/pdf': {
    request: get(
      (call) =>
        `/api/certificates/${call.kind}/${certificateOf(call).id}/${certificateOf(call).certificateId}/pdf`,
    ),
  },
  // The place's printed certificate: revoked by the first caller allowed, 409 for the next.
  'POST /api/certificates/:kind/:id/:certificateId/revoke': {
    request: send(
      'POST',
      (call) =>
        `/api/certificates/${call.kind}/${certificateOf(call).id}/${certificateOf(call).certificateId}/revoke`,
      () => ({ reason: 'Revoked by the authorization matrix.' }),
    ),
  },
  'GET /api/verify/:code': { request: get(() => '/api/verify/NOT-A-CODE') },
  // The particulars of the place's certificate, by its code: only for a record of the area.
  'GET /api/verify/:code/particulars': {
    request: get((call) => `/api/verify/${certificateOf(call).code}/particulars`),
  },
  // The place's printed record: new paper authorised after its revocation (the revoke probe
  // may not have run yet: then 409, nothing to authorise).
  'POST /api/certificates/:kind/:id/new-paper': {
    request: send(
      'POST',
      (call) => `/api/certificates/${call.kind}/${certificateOf(call).id}/new-paper`,
      () => ({ reason: 'Authorised by the authorization matrix.' }),
    ),
  },
  'GET /api/reprint/lookup': {
    request: get(
      (call) =>
        `/api/reprint/lookup?kind=birth&certificate_number=${encodeURIComponent(printedBirth(call).certificateNumber)}`,
    ),
  },
  // A failed payment: 402 in the area, after the certificate was found (404 outside).
  'POST /api/reprint': {
    request: send(
      'POST',
      () => '/api/reprint',
      (call) => ({
        kind: 'birth',
        certificate_number: printedBirth(call).certificateNumber,
        payment_reference: FAILED_PAYMENT,
      }),
    ),
  },
  'GET /api/reprint/list/:page': {
    request: get(() => '/api/reprint/list/1?limit=100'),
    narrowed: listShowsPrintedBirth,
  },
  ...ADMIN_PROBES,
  'POST /api/email-codes': {
    request: send(
      'POST',
      () => '/api/email-codes',
      () => ({ email: `matrix.${randomUUID()}@example.com`, purpose: 'reissuance' }),
    ),
  },
  'POST /api/email-codes/verify': {
    request: send(
      'POST',
      () => '/api/email-codes/verify',
      () => ({ email: 'nobody@example.com', purpose: 'reissuance', code: '000000' }),
    ),
  },
  // The certificate of the place, with a face that was never uploaded: found in the area (then
  // 409, a request is pending, or 400 for the face), 404 outside.
  'POST /api/reissuance': {
    request: send(
      'POST',
      () => '/api/reissuance',
      (call) => {
        const type = REISSUANCE_TYPE_DECLARATIONS[call.subject as ReissuanceType];
        const printed = call.world.records[type.kind][call.place].printed;
        return {
          type: type.type,
          validation_mode: 'particulars',
          certificate_number: printed.certificateNumber,
          firstname: 'Matrix',
          surname: 'Holder',
          date_of_birth: '2001-01-01',
          captured_face: `00/00/${'0'.repeat(64)}.png`,
          recipient_email: 'holder@example.com',
          email_confirmation_token: 'x'.repeat(40),
          payment_reference: FAILED_PAYMENT,
        };
      },
    ),
  },
  'GET /api/reissuance/list/:page': {
    request: get(() => '/api/reissuance/list/1?limit=100'),
    narrowed: listShowsPrintedBirth,
  },
  'GET /api/reissuance/stats': {
    request: get(() => '/api/reissuance/stats'),
    // One request per centre, all of births' certificates.
    narrowed: countsArea(
      (data) =>
        Object.values(data as Record<string, { pending: number; approved: number }>).reduce(
          (sum, counts) => sum + counts.pending + counts.approved,
          0,
        ),
      async (_call, places) => places.length,
    ),
  },
  'POST /api/reissuance/:id/approve': {
    request: send(
      'POST',
      (call) => `/api/reissuance/${call.world.reissuances[call.place]}/approve`,
    ),
  },
};

const modification = (call: Call) => `/api/modification/${kindOf(call).apiPath}`;
/** The place's pending modification request of the kind. */
const modificationOf = (call: Call) => {
  const id = call.world.modifications[kindOf(call).key]?.[call.place];
  if (id === undefined) throw new Error('no modification request at this place');
  return id;
};

/**
 * A valid correction of the subject's names of the place's printed record, with a document that
 * was never uploaded: past the access checks an allowed caller gets 400 for the document.
 */
function correctionBody(call: Call, extra: Record<string, unknown> = {}) {
  const kind = kindOf(call);
  const corrections = kind.corrections;
  const names = corrections?.fields[0];
  if (!corrections || !names) throw new Error('the kind cannot be corrected');
  const inputs = corrections.fields.flatMap((field) => field.inputs.map((input) => input.name));
  return {
    ...Object.fromEntries(inputs.map((name) => [name, null])),
    [corrections.idField]: recordsOf(call).printed.id,
    mod_type: corrections.modType,
    mod_field: names.key,
    mod_reason: 'clerical_error',
    requester: { type: 'subject', proof: 'none' },
    supporting_documents: names.rule.documents.map((set) => ({
      type: set[0],
      mimeType: 'image/jpeg',
      url: `00/00/${'0'.repeat(64)}.jpg`,
    })),
    [names.inputs[0]!.name]: 'Matrix',
    [names.inputs[1]!.name]: 'Probe',
    payment_reference: FAILED_PAYMENT,
    ...extra,
  };
}

/** A kind's list of modification requests, at `path`: the place's request among its rows. */
const modificationList = (path: string): Probe => ({
  request: get((call) => `${modification(call)}${path}`),
  narrowed: showsPlace((rows, call) => rows.result.some((row) => row.id === modificationOf(call))),
});

/** The modification routes of every correctable kind, by their path after `{mod}`. */
const MODIFICATION_PROBES: Record<string, Probe> = {
  'GET {mod}/cert/:number': {
    request: get(
      (call) =>
        `${modification(call)}/cert/${encodeURIComponent(recordsOf(call).printed.certificateNumber)}`,
    ),
  },
  'POST {mod}': { request: send('POST', modification, (call) => correctionBody(call)) },
  'PATCH {mod}': {
    request: send('PATCH', modification, (call) =>
      correctionBody(call, { modification_id: modificationOf(call), payment_reference: undefined }),
    ),
  },
  'GET {mod}/list': modificationList('/list?page=1&limit=100'),
  'GET {mod}/list/:page': modificationList('/list/1?limit=100'),
  'GET {mod}/stats': {
    request: get((call) => `${modification(call)}/stats`),
    narrowed: countsArea(
      (data) => (data as { total: number }).total,
      async (_call, places) => places.length,
    ),
  },
  'GET {mod}/single/:id': {
    request: get((call) => `${modification(call)}/single/${modificationOf(call)}`),
  },
  'GET {mod}/versions/:id': {
    request: get((call) => `${modification(call)}/versions/${recordsOf(call).printed.id}`),
  },
  'POST {mod}/:id/approve': {
    request: send('POST', (call) => `${modification(call)}/${modificationOf(call)}/approve`),
  },
  'POST {mod}/:id/query': {
    request: send(
      'POST',
      (call) => `${modification(call)}/${modificationOf(call)}/query`,
      () => ({ reason: 'Matrix query' }),
    ),
  },
};

/** A row's path with a kind's prefix written as `{api}`, `{review}` or `{mod}`. */
function kindShape(row: RouteAccess): string | undefined {
  if (!row.kind) return undefined;
  const kind = RECORD_KIND_DECLARATIONS[row.kind];
  const path = row.path
    .replace(`/api/modification/${kind.apiPath}`, '{mod}')
    .replace(`/api/dcr/registrations/${kind.reviewPath}`, '{review}')
    .replace(`/api/${kind.apiPath}`, '{api}');
  return path.startsWith('{') ? `${row.method} ${path}` : undefined;
}

/** The probe of a row: its own, else a GET of the path as it stands. */
export function probeOf(row: RouteAccess): Probe {
  const shape = kindShape(row);
  const own =
    (shape && (KIND_PROBES[shape] ?? MODIFICATION_PROBES[shape])) ??
    PROBES[`${row.method} ${row.path}`];
  if (own) return own;
  if (row.method === 'GET' && !row.path.includes(':') && !row.path.includes('*')) {
    return { request: get(() => row.path) };
  }
  throw new Error(`${row.method} ${row.path}: no probe (add one in authorization-probes.ts)`);
}
