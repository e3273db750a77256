/**
 * The authorization matrix's probes of the staff and administration routes (docs/staff.md,
 * docs/centres.md, docs/dashboards.md): the password change and Other Access handoff, adhoc
 * staff, users, centres, the role matrix and the dashboards. The world's adhoc account at each
 * place stands for "an account there".
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_ROLE_PERMISSIONS, registryTodayIso } from '@vitalreg/domain';
import { get, send, showsPlace, type Call, type Probe } from './authorization-calls.ts';

/** The per-account user routes, about the place's adhoc account. */
function userAccountProbes(): Record<string, Probe> {
  const account = (call: Call, rest = '') =>
    `/api/users/${call.world.adhocStaff[call.place]}${rest}`;
  return {
    'GET /api/users/:id': { request: get((call) => account(call)) },
    'GET /api/users/:id/audit': { request: get((call) => account(call, '/audit')) },
    'PATCH /api/users/:id': {
      request: send(
        'PATCH',
        (call) => account(call),
        () => ({ phone: '08031234567' }),
      ),
    },
    'POST /api/users/:id/deactivate': {
      request: send(
        'POST',
        (call) => account(call, '/deactivate'),
        () => ({ reason: 'other' }),
      ),
    },
    'POST /api/users/:id/reactivate': {
      request: send(
        'POST',
        (call) => account(call, '/reactivate'),
        () => ({ reasonText: 'Matrix' }),
      ),
    },
    'POST /api/users/:id/password-reset': {
      request: send('POST', (call) => account(call, '/password-reset')),
    },
    'POST /api/users/:id/email-username': {
      request: send('POST', (call) => account(call, '/email-username')),
    },
  };
}

export const ADMIN_PROBES: Record<string, Probe> = {
  'POST /api/auth/password': {
    // A wrong current password: 400 for whoever is signed in, and nothing changes.
    request: send(
      'POST',
      () => '/api/auth/password',
      () => ({ currentPassword: 'not-the-password', newPassword: 'matrix-password-1' }),
    ),
  },
  // No external application is configured in tests: 404 for everyone signed in.
  'POST /api/auth/handoff': {
    request: send(
      'POST',
      () => '/api/auth/handoff',
      () => ({ target: 'dcr' }),
    ),
  },
  'POST /api/auth/handoff/exchange': {
    request: send(
      'POST',
      () => '/api/auth/handoff/exchange',
      () => ({ code: 'not-a-code' }),
    ),
  },
  // Users: the world's adhoc accounts are users too (each at its place's centre).
  'GET /api/users': {
    request: get(() => '/api/users?q=adhoc_matrix_'),
    narrowed: showsPlace((rows, call) =>
      rows.result.some((row) => row.id === call.world.adhocStaff[call.place]),
    ),
  },
  'POST /api/users': {
    request: send(
      'POST',
      () => '/api/users',
      (call) => ({
        roleId: 3,
        firstName: 'Matrix',
        surname: 'Registrar',
        email: `matrix.${randomUUID()}@example.com`,
        regCenterId: call.world.centres[call.place].id,
      }),
    ),
  },
  // The hospital role's own set again: allowed callers change nothing.
  'PUT /api/roles/:id/permissions': {
    request: send(
      'PUT',
      () => '/api/roles/7/permissions',
      () => ({ permissions: DEFAULT_ROLE_PERMISSIONS.hospital }),
    ),
  },
  // The dashboards of the place's centre (403 outside the caller's area).
  'GET /api/dashboard': {
    request: get((call) => `/api/dashboard?centre=${call.world.centres[call.place].id}`),
  },
  'GET /api/dashboard/estimates': { request: get(() => '/api/dashboard/estimates') },
  // A file without its columns: 400 for those who may import, and nothing changes.
  'PUT /api/dashboard/estimates': {
    request: send(
      'PUT',
      () => '/api/dashboard/estimates',
      () => ({ csv: 'state,year\n' }),
    ),
  },
  // The demo's help (docs/demo.md): the world is a demo server with its local mail sink.
  'GET /api/demo': { request: get(() => '/api/demo') },
  'GET /api/demo/mailbox': { request: get(() => '/api/demo/mailbox') },
  // Registration centres (docs/centres.md): bodies that leave the world's centres as they are.
  'GET /api/centres': {
    request: get(
      (call) =>
        `/api/centres?state_id=${call.world.centres[call.place].stateId}&lga_id=${call.world.centres[call.place].lgaId}`,
    ),
    narrowed: showsPlace((rows, call) =>
      rows.result.some((row) => row.id === call.world.centres[call.place].id),
    ),
  },
  'POST /api/centres': {
    request: send(
      'POST',
      () => '/api/centres',
      (call) => ({
        name: `Matrix centre ${randomUUID().slice(0, 8)}`,
        lgaId: call.world.centres[call.place].lgaId,
      }),
    ),
  },
  'POST /api/centres/import': {
    request: send(
      'POST',
      () => '/api/centres/import',
      (call) => ({
        csv: `name,lga_id\nMatrix import ${randomUUID().slice(0, 8)},${call.world.centres[call.place].lgaId}\n`,
      }),
    ),
  },
  // Its own LGA again: a change of nothing (200); outside the area 404.
  'PATCH /api/centres/:id': {
    request: send(
      'PATCH',
      (call) => `/api/centres/${call.world.centres[call.place].id}`,
      (call) => ({ lgaId: call.world.centres[call.place].lgaId }),
    ),
  },
  // An empty reason (400 for a holder): deactivating a world centre would break other rows.
  'POST /api/centres/:id/deactivate': {
    request: send(
      'POST',
      (call) => `/api/centres/${call.world.centres[call.place].id}/deactivate`,
      () => ({ reason: '' }),
    ),
  },
  // The centre is active: a holder gets 409, an outsider 404.
  'POST /api/centres/:id/reactivate': {
    request: send(
      'POST',
      (call) => `/api/centres/${call.world.centres[call.place].id}/reactivate`,
      () => ({ reason: 'Authorization matrix' }),
    ),
  },
  'GET /api/adhoc-staff': {
    request: get(() => '/api/adhoc-staff?q=adhoc_matrix_'),
    narrowed: showsPlace((rows, call) =>
      rows.result.some((row) => row.id === call.world.adhocStaff[call.place]),
    ),
  },
  // A new clerk at the place's centre (a sandbox staff NIN of its own): created in the area.
  'POST /api/adhoc-staff': {
    request: send(
      'POST',
      () => '/api/adhoc-staff',
      (call) => {
        const nin = `700${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}00`;
        return {
          nin,
          firstName: 'Amina',
          surname: 'Bello',
          phone: '08031234567',
          email: `matrix.${nin}@example.com`,
          regCenterId: call.world.centres[call.place].id,
          endDate: registryTodayIso(new Date(Date.now() + 30 * 86_400_000)),
        };
      },
    ),
  },
  'GET /api/adhoc-staff/:id': {
    request: get((call) => `/api/adhoc-staff/${call.world.adhocStaff[call.place]}`),
  },
  'PATCH /api/adhoc-staff/:id': {
    request: send(
      'PATCH',
      (call) => `/api/adhoc-staff/${call.world.adhocStaff[call.place]}`,
      () => ({ phone: '08031234567' }),
    ),
  },
  // Deactivating twice (or reactivating an active account) answers 409: still allowed.
  'POST /api/adhoc-staff/:id/deactivate': {
    request: send(
      'POST',
      (call) => `/api/adhoc-staff/${call.world.adhocStaff[call.place]}/deactivate`,
      () => ({ reason: 'being_investigated' }),
    ),
  },
  'POST /api/adhoc-staff/:id/reactivate': {
    request: send(
      'POST',
      (call) => `/api/adhoc-staff/${call.world.adhocStaff[call.place]}/reactivate`,
      () => ({ reasonText: 'Authorization matrix' }),
    ),
  },
  'POST /api/adhoc-staff/:id/password-reset': {
    request: send(
      'POST',
      (call) => `/api/adhoc-staff/${call.world.adhocStaff[call.place]}/password-reset`,
    ),
  },
  ...userAccountProbes(),
};
