import { IDENTITY_LOOKUP_PERMISSIONS } from '../api/identity.ts';
import type { ReissuanceType } from '../lookups/codes.ts';
import {
  PAYMENT_PERMISSIONS,
  PAYMENT_SERVICE_PERMISSIONS,
  type PaymentService,
} from '../payments/fees.ts';
import type { RecordKind, RecordKindKey } from '../records/kind.ts';
import { RECORD_KIND_DECLARATIONS } from '../records/kinds.ts';
import type { RecordAction } from '../records/workflow.ts';
import { REISSUANCE_TYPE_DECLARATIONS } from '../reissuance/types.ts';
import {
  DEFAULT_ROLE_PERMISSIONS,
  hasAnyPermission,
  SECTION_ACCESS,
  type Permission,
} from './permissions.ts';
import { modificationPermissions } from './modifications.ts';
import { actionPermissions, type KindPermissions } from './policy.ts';
import type { PersonalRead } from './record-reads.ts';

/**
 * Who may call each API route, and how the caller's area applies: the expected answers the
 * API's authorization matrix (apps/api/src/test/authorization-matrix.test.ts) checks every route
 * of the running app against, for every role and every place a record can lie. A route the app
 * serves without a row here fails that test, and so does a row without a route.
 */

/** Who may call a route. */
export type RouteCaller =
  /** Anyone, signed in or not (the reason says why). */
  | { open: string }
  /** Anyone signed in. */
  | { signedIn: true }
  /**
   * Permission: any one of each set, every set (roles' permissions come from the role matrix);
   * `action`: the workflow action the route takes, whose other rules its service applies.
   */
  | { permissions: readonly (readonly Permission[])[]; action?: RecordAction };

/** A caller rule that depends on what the request names. */
export type RouteCallerBy =
  /** The record kind in the path (`:kind`), or of the certificate its code names. */
  | { by: 'kind'; callers: Record<RecordKindKey, RouteCaller> }
  /** The paid service in the body (`service`). */
  | { by: 'service'; callers: Record<PaymentService, RouteCaller> }
  /** The reissuance type in the body (`type`). */
  | { by: 'reissuanceType'; callers: Record<ReissuanceType, RouteCaller> };

/**
 * How the caller's area (ROLE_SCOPE: centre, LGA, state, country) applies:
 * - `none`: the answer does not depend on where the caller works;
 * - `record`: the route names one record (or its file, certificate, reissuance request): outside
 *   the caller's area it answers 404, exactly as for one that does not exist;
 * - `list`: lists and counts hold only what lies in the caller's area;
 * - `centre`: a submission names its registration centre; one outside the area is refused (403).
 */
export type RouteScope = 'none' | 'record' | 'list' | 'centre';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteAccess {
  method: HttpMethod;
  /** Fastify's form, no trailing slash: `/api/birth-registration/:id`. */
  path: string;
  caller: RouteCaller | RouteCallerBy;
  scope: RouteScope;
  /** The kind whose records the route works on (routes mounted per kind). */
  kind?: RecordKindKey;
  /** A read of personal data: its answers are recorded (access/record-reads.ts). */
  read?: PersonalRead;
}

/* ---------- The rule's words ---------- */

const open = (why: string): RouteCaller => ({ open: why });
const signedIn: RouteCaller = { signedIn: true };
/** Any one permission of each set. */
const holding = (...sets: (readonly Permission[])[]): RouteCaller => ({ permissions: sets });

/** Whoever may manage adhoc accounts and holds each permission of the adhoc role. */
const ADHOC_MANAGERS = holding(
  SECTION_ACCESS['adhoc-staff'],
  ...DEFAULT_ROLE_PERMISSIONS.adhoc.map((permission) => [permission]),
);
/** What the access policy asks of whoever takes the action on the kind's records. */
const taking = (action: RecordAction, kind: { permissions: KindPermissions }): RouteCaller => ({
  permissions: actionPermissions(action, kind.permissions),
  action,
});

const KINDS = Object.values(RECORD_KIND_DECLARATIONS) as readonly RecordKind[];
const byKind = (rule: (kind: RecordKind) => RouteCaller): RouteCallerBy => ({
  by: 'kind',
  callers: Object.fromEntries(KINDS.map((kind) => [kind.key, rule(kind)])) as Record<
    RecordKindKey,
    RouteCaller
  >,
});

/** Whoever may capture some record: the kinds' capture permissions, and modifications'. */
const CAPTURE: readonly Permission[] = [
  ...new Set([...KINDS.flatMap((kind) => kind.permissions.see), 'Can_See_Modification' as const]),
];
/** Whoever may open some record: capture, or list some kind. */
const READ: readonly Permission[] = [
  ...new Set([
    ...CAPTURE,
    ...KINDS.flatMap((kind) => kind.permissions.list),
    'Can_List_Modification' as const,
  ]),
];
const REVIEW: readonly Permission[] = ['Can_Review_Records'];
/** Routes whose kind is in the body (reprint): the kind's own part is the service's to check. */
const ANY_KIND = {
  permissions: {
    see: [...new Set(KINDS.flatMap((kind) => kind.permissions.see))],
    list: [...new Set(KINDS.flatMap((kind) => kind.permissions.list))],
  },
};
const REPRINT: readonly Permission[] = ['Can_See_Certificate_Reprint'];
const PRINT_CERTIFICATES: readonly Permission[] = ['Can_Print_Certificates'];
const FEES: readonly Permission[] = ['Can_Manage_Fees'];
/** A paid service's route: whoever may pay for the service in the body. */
const BY_SERVICE: RouteCallerBy = {
  by: 'service',
  callers: Object.fromEntries(
    Object.entries(PAYMENT_SERVICE_PERMISSIONS).map(([service, set]) => [service, holding(set)]),
  ) as Record<PaymentService, RouteCaller>,
};
/** Whoever may pay for some service, or grant fee waivers. */
const WAIVER_READERS: readonly Permission[] = [
  ...new Set([...PAYMENT_PERMISSIONS, ...SECTION_ACCESS['fee-waivers']]),
];
const REISSUANCE_REQUESTERS: readonly Permission[] = [
  ...new Set(Object.values(REISSUANCE_TYPE_DECLARATIONS).flatMap((type) => type.permissions.see)),
];

const route = (
  method: HttpMethod,
  path: string,
  caller: RouteAccess['caller'],
  scope: RouteScope = 'none',
  kind?: RecordKindKey,
): RouteAccess => ({ method, path, caller, scope, ...(kind ? { kind } : {}) });

/** A route whose answers show personal data: each answered read is recorded. */
const reading = (read: PersonalRead, row: RouteAccess): RouteAccess => ({ ...row, read });

/* ---------- The table ---------- */

/** A kind's routes (spec section 7): the registrar's at /api/{apiPath}, the reviewer's beside them. */
function kindRoutes(kind: RecordKind): RouteAccess[] {
  const api = `/api/${kind.apiPath}`;
  const review = `/api/dcr/registrations/${kind.reviewPath}`;
  const { list } = kind.permissions;
  const of = (method: HttpMethod, path: string, caller: RouteCaller, scope: RouteScope) =>
    route(method, path, caller, scope, kind.key);
  return [
    of('POST', `${api}/add`, taking('submit', kind), 'centre'),
    reading('list', of('GET', api, holding(list), 'list')),
    reading('list', of('GET', `${api}/list/:page`, holding(list), 'list')),
    of('GET', `${api}/stats`, holding(list), 'list'),
    of('GET', `${api}/stats/self`, holding(list), 'list'),
    reading('record', of('GET', `${api}/:id`, holding(list), 'record')),
    of('PATCH', `${api}/:id`, taking('resubmit', kind), 'record'),
    reading('list', of('GET', review, holding(REVIEW, list), 'list')),
    reading('record', of('GET', `${review}/:id`, holding(REVIEW, list), 'record')),
    of('GET', `${review}/approve/:id`, taking('approve', kind), 'record'),
    of('POST', `${review}/approve/:id`, taking('approve', kind), 'record'),
    of('POST', `${review}/reject`, taking('query', kind), 'record'),
  ];
}

/**
 * A correctable kind's modification routes (docs/modifications.md): read by whoever opens the
 * Modifications section and lists the kind; requested and amended as the access policy's
 * `request` and `resubmit` say; reviewed by the approver of the field asked about (the matrix's
 * requests correct the subject's names: `Can_Approve_Modification`).
 */
function modificationRoutes(kind: RecordKind): RouteAccess[] {
  const corrections = kind.corrections;
  if (!corrections) return [];
  const api = `/api/modification/${kind.apiPath}`;
  const read = holding(SECTION_ACCESS.modifications, kind.permissions.list);
  const names = corrections.fields[0];
  const facts = { kind, approver: names?.rule.approver ?? 'Can_Approve_Modification' } as const;
  const of = (method: HttpMethod, path: string, caller: RouteCaller, scope: RouteScope) =>
    route(method, path, caller, scope, kind.key);
  const step = (action: 'request' | 'resubmit' | 'approve' | 'query') =>
    holding(SECTION_ACCESS.modifications, ...modificationPermissions(action, facts));
  return [
    reading('modification_lookup', of('GET', `${api}/cert/:number`, read, 'record')),
    of('POST', api, step('request'), 'record'),
    of('PATCH', api, step('resubmit'), 'record'),
    reading('list', of('GET', `${api}/list`, read, 'list')),
    reading('list', of('GET', `${api}/list/:page`, read, 'list')),
    of('GET', `${api}/stats`, read, 'list'),
    reading('modification_lookup', of('GET', `${api}/single/:id`, read, 'record')),
    reading('record', of('GET', `${api}/versions/:id`, read, 'record')),
    of('POST', `${api}/:id/approve`, step('approve'), 'record'),
    of('POST', `${api}/:id/query`, step('query'), 'record'),
  ];
}

const attestation = RECORD_KIND_DECLARATIONS.attestation;

/** The API reference (@fastify/swagger-ui), open like the spec it documents. */
const DOCS = [
  '',
  '/json',
  '/yaml',
  '/static/index.html',
  '/static/swagger-initializer.js',
  '/static/*',
];

const USERS: readonly Permission[] = ['Can_Manage_Users'];
const CENTRES: readonly Permission[] = ['Can_Manage_Centres'];

export const ROUTE_ACCESS: readonly RouteAccess[] = [
  route('GET', '/*', open('the web app: its pages and files')),
  route('GET', '/api/health', open('load balancers check it')),
  ...DOCS.map((path) => route('GET', `/api/docs${path}`, open('the API reference'))),

  route('POST', '/api/auth/login', open('signing in')),
  route('GET', '/api/auth/me', signedIn),
  route('POST', '/api/auth/logout', signedIn),
  route('POST', '/api/auth/password', signedIn),
  // The target's own rule (DCR app: Can_Access_DCR_App; Admin: the admin role) is the route's.
  route('POST', '/api/auth/handoff', signedIn),
  route('POST', '/api/auth/handoff/exchange', open('a one-time code is the proof')),

  route('GET', '/api/option/registration-centres', signedIn, 'list'),
  ...['states', 'lgas', 'countries', 'nationalities', 'lookups', 'app-config'].map((list) =>
    route('GET', `/api/option/${list}`, signedIn),
  ),

  // The number in the body, never the address; a daily cap per user (docs/identity.md).
  route('POST', '/api/verify-nin', holding(IDENTITY_LOOKUP_PERMISSIONS)),
  route('POST', '/api/verify-trackingid', holding(IDENTITY_LOOKUP_PERMISSIONS)),
  route('POST', '/api/documents', holding(CAPTURE)),
  reading('document', route('GET', '/api/documents/*', holding(READ), 'record')),

  ...KINDS.flatMap(kindRoutes),
  route(
    'POST',
    '/api/self-attestation/no-nin',
    taking('submit', attestation),
    'centre',
    attestation.key,
  ),

  route('GET', '/api/payments/fees', signedIn),
  route('GET', '/api/payments/fees/history', holding(FEES)),
  route('PUT', '/api/payments/fees/:service', holding(FEES)),
  ...['/api/payments/verify', '/api/payments/sandbox'].map((path) =>
    route('POST', path, BY_SERVICE),
  ),
  // Fee waivers: asked for by whoever may pay for the service, about a certificate (or the
  // centre of a new record) of their area; granted or refused by another officer (docs/payments.md).
  route('POST', '/api/payments/waivers', BY_SERVICE, 'record'),
  route('GET', '/api/payments/waivers', holding(WAIVER_READERS), 'list'),
  route('GET', '/api/payments/waivers/:id', holding(WAIVER_READERS), 'record'),
  route(
    'POST',
    '/api/payments/waivers/:id/grant',
    holding(SECTION_ACCESS['fee-waivers']),
    'record',
  ),
  route(
    'POST',
    '/api/payments/waivers/:id/refuse',
    holding(SECTION_ACCESS['fee-waivers']),
    'record',
  ),
  route('POST', '/api/payments/webhooks/paystack', open('the gateway signs its notices')),

  route(
    'POST',
    '/api/certificates/:kind/:id/print',
    byKind((kind) => taking('print', kind)),
    'record',
  ),
  route(
    'GET',
    '/api/certificates/:kind/:id',
    byKind((kind) => holding(kind.permissions.list)),
    'record',
  ),
  reading(
    'certificate',
    route(
      'GET',
      '/api/certificates/:kind/:id/:certificateId/pdf',
      byKind((kind) => holding(kind.permissions.list)),
      'record',
    ),
  ),
  // Only administrators revoke (Can_Revoke_Certificates), with a reason; a reissue revokes by itself.
  route(
    'POST',
    '/api/certificates/:kind/:id/:certificateId/revoke',
    byKind((kind) => holding(['Can_Revoke_Certificates'], kind.permissions.list)),
    'record',
  ),
  route('GET', '/api/verify/public-key', open('anyone checks a certificate offline')),
  route('GET', '/api/verify/:code', open('anyone checks a certificate')),
  // After a revocation, an administrator authorises one new certificate, with a reason.
  route(
    'POST',
    '/api/certificates/:kind/:id/new-paper',
    byKind((kind) => holding(['Can_Revoke_Certificates'], kind.permissions.list)),
    'record',
  ),
  // An officer checking a paper sees what it printed only when they may open its record (the
  // kind is the certificate's; its area the record's). Rate limited like the public check.
  reading(
    'certificate_particulars',
    route(
      'GET',
      '/api/verify/:code/particulars',
      byKind((kind) => holding(PRINT_CERTIFICATES, kind.permissions.list)),
      'record',
    ),
  ),

  reading('reprint_lookup', route('GET', '/api/reprint/lookup', holding(REPRINT), 'record')),
  route('POST', '/api/reprint', taking('reprint', ANY_KIND), 'record'),
  route('GET', '/api/reprint/list/:page', holding(REPRINT), 'list'),

  route('POST', '/api/email-codes', holding(REISSUANCE_REQUESTERS)),
  route('POST', '/api/email-codes/verify', holding(REISSUANCE_REQUESTERS)),
  route(
    'POST',
    '/api/reissuance',
    {
      by: 'reissuanceType',
      callers: {
        birth_reissuance: holding(REISSUANCE_TYPE_DECLARATIONS.birth_reissuance.permissions.see),
        attest_reissuance: holding(REISSUANCE_TYPE_DECLARATIONS.attest_reissuance.permissions.see),
      },
    },
    'record',
  ),
  route('GET', '/api/reissuance/list/:page', holding(SECTION_ACCESS.reissuance), 'list'),
  route('GET', '/api/reissuance/stats', holding(SECTION_ACCESS.reissuance), 'list'),
  // An approver (never the requester) of a request of a type they may ask for: births' here.
  route(
    'POST',
    '/api/reissuance/:id/approve',
    {
      permissions: [
        REISSUANCE_TYPE_DECLARATIONS.birth_reissuance.permissions.see,
        ...actionPermissions('reissue', RECORD_KIND_DECLARATIONS.birth.permissions),
      ],
      action: 'reissue',
    },
    'record',
  ),

  ...KINDS.flatMap(modificationRoutes),

  // Users of every role in the caller's area (the administration's Users; docs/staff.md).
  route('GET', '/api/users', holding(USERS), 'list'),
  route('POST', '/api/users', holding(USERS), 'centre'),
  ...['GET', 'PATCH'].map((method) =>
    route(method as HttpMethod, '/api/users/:id', holding(USERS), 'record'),
  ),
  ...['deactivate', 'reactivate', 'password-reset', 'email-username'].map((action) =>
    route('POST', `/api/users/:id/${action}`, holding(USERS), 'record'),
  ),
  route('GET', '/api/users/:id/audit', holding(USERS), 'record'),

  // The role-permission matrix (one for the country).
  route('GET', '/api/roles', holding(['Can_Manage_Role_Permissions'])),
  route('PUT', '/api/roles/:id/permissions', holding(['Can_Manage_Role_Permissions'])),

  // The directors' dashboards (docs/dashboards.md): the figures of the caller's area, or of a
  // state, LGA or centre within it (403 outside, as a centre named by a submission); population
  // estimates are reference data, imported by whoever manages the centres.
  route('GET', '/api/dashboard', holding(SECTION_ACCESS.statistics), 'centre'),
  route('GET', '/api/dashboard/estimates', holding(SECTION_ACCESS.statistics)),
  route('PUT', '/api/dashboard/estimates', holding(CENTRES)),

  // A demo server's help (docs/demo.md): the login page's demo panel, and the demo mailbox of
  // whoever hands out first passwords (404 on a server without the demo).
  route('GET', '/api/demo', open('the login page shows a demo server how to try it')),
  route('GET', '/api/demo/mailbox', holding(USERS)),

  // Registration centres of the caller's area (docs/centres.md).
  route('GET', '/api/centres', holding(CENTRES), 'list'),
  route('POST', '/api/centres', holding(CENTRES)),
  route('POST', '/api/centres/import', holding(CENTRES)),
  route('PATCH', '/api/centres/:id', holding(CENTRES), 'record'),
  ...['deactivate', 'reactivate'].map((action) =>
    route('POST', `/api/centres/:id/${action}`, holding(CENTRES), 'record'),
  ),

  // Adhoc staff at the centres of the caller's area (the staff policy; docs/staff.md). Managing
  // an account hands on its role's permissions, so its managers hold every one of the adhoc
  // role's too (by default: the look-up permission, which the national offices do not hold).
  route('GET', '/api/adhoc-staff', ADHOC_MANAGERS, 'list'),
  route('POST', '/api/adhoc-staff', ADHOC_MANAGERS, 'centre'),
  ...['GET', 'PATCH'].map((method) =>
    route(method as HttpMethod, '/api/adhoc-staff/:id', ADHOC_MANAGERS, 'record'),
  ),
  ...['deactivate', 'reactivate', 'password-reset'].map((action) =>
    route('POST', `/api/adhoc-staff/:id/${action}`, ADHOC_MANAGERS, 'record'),
  ),
];

/* ---------- Reading the table ---------- */

/** A route's (or row's) name: `GET /api/auth/me`. */
export const routeKey = (route: { method: string; path: string }) =>
  `${route.method} ${route.path}`;

/** The caller rule for what the request names (`subject`: its kind, service or type). */
export function callerOf(access: RouteAccess, subject?: string): RouteCaller {
  const { caller } = access;
  if (!('by' in caller)) return caller;
  const callers = caller.callers as Record<string, RouteCaller>;
  const found = subject === undefined ? undefined : callers[subject];
  if (!found) throw new Error(`${routeKey(access)}: no rule for ${caller.by} ${subject}`);
  return found;
}

/** The values a route's rule depends on (none: one rule for every request). */
export function subjectsOf(access: RouteAccess): readonly string[] {
  return 'by' in access.caller ? Object.keys(access.caller.callers) : [];
}

/** Whether a caller (null: not signed in) passes the rule. */
export function mayCall(
  caller: RouteCaller,
  user: { permissions: readonly string[] } | null,
): boolean {
  if ('open' in caller) return true;
  if (!user) return false;
  if ('signedIn' in caller) return true;
  return caller.permissions.every((set) => hasAnyPermission(user.permissions, set));
}
