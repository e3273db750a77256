import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from './permissions.ts';
import { callerOf, mayCall, ROUTE_ACCESS, routeKey, subjectsOf } from './route-access.ts';
import type { RoleName } from './roles.ts';

const userOf = (role: RoleName) => ({ role, permissions: DEFAULT_ROLE_PERMISSIONS[role] });
const rowOf = (key: string) => {
  const row = ROUTE_ACCESS.find((candidate) => routeKey(candidate) === key);
  if (!row) throw new Error(`no row ${key}`);
  return row;
};

describe('ROUTE_ACCESS', () => {
  it('names each route once', () => {
    const keys = ROUTE_ACCESS.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('opens only these routes to callers who are not signed in', () => {
    const open = ROUTE_ACCESS.filter((row) => 'open' in row.caller).map(routeKey);
    expect(open.sort()).toEqual(
      [
        'GET /*',
        'GET /api/health',
        'GET /api/demo',
        'GET /api/docs',
        'GET /api/docs/json',
        'GET /api/docs/yaml',
        'GET /api/docs/static/index.html',
        'GET /api/docs/static/swagger-initializer.js',
        'GET /api/docs/static/*',
        'POST /api/auth/login',
        'POST /api/auth/handoff/exchange',
        'POST /api/payments/webhooks/paystack',
        'GET /api/verify/public-key',
        'GET /api/verify/:code',
      ].sort(),
    );
  });

  it('keeps review to reviewers, and approval of a birth to the roles the workflow allows', () => {
    const approve = callerOf(rowOf('GET /api/dcr/registrations/birth/approve/:id'));
    expect(mayCall(approve, userOf('dcr'))).toBe(true);
    expect(mayCall(approve, userOf('registra'))).toBe(false);
    expect(mayCall(approve, userOf('state_commissioner'))).toBe(false);
    expect(mayCall(approve, null)).toBe(false);
  });

  it('gives a rule per kind, service or type where the request names one', () => {
    const pdf = rowOf('GET /api/certificates/:kind/:id/:certificateId/pdf');
    expect(subjectsOf(pdf)).toEqual(['birth', 'death', 'stillbirth', 'attestation']);
    expect(mayCall(callerOf(pdf, 'death'), userOf('hospital'))).toBe(false);
    expect(mayCall(callerOf(pdf, 'birth'), userOf('hospital'))).toBe(true);
    expect(() => callerOf(pdf)).toThrow('no rule for kind');
    const verify = rowOf('POST /api/payments/verify');
    expect(mayCall(callerOf(verify, 'reprint'), userOf('registra'))).toBe(true);
    expect(mayCall(callerOf(verify, 'reprint'), userOf('adhoc'))).toBe(false);
  });

  it('lets anyone signed in read the reference lists', () => {
    const states = callerOf(rowOf('GET /api/option/states'));
    expect(mayCall(states, userOf('adhoc'))).toBe(true);
    expect(mayCall(states, null)).toBe(false);
  });
});
