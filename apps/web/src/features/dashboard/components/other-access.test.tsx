import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ROLE_PERMISSIONS, type RoleName } from '@vitalreg/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/features/payments/testing/fetch-stub';
import { makeUser, renderWithRouter } from '@/testing/test-utils';
import { OtherAccess } from './other-access';

const links = { dcrAppUrl: '/dashboard/review', adminAppUrl: '/dashboard/admin' };

function renderOtherAccess(
  role: RoleName,
  permissions = DEFAULT_ROLE_PERMISSIONS[role],
  targets = links,
) {
  return renderWithRouter(
    <OtherAccess user={makeUser(role)} permissions={permissions} links={targets} />,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Other Access', () => {
  it.each<RoleName>(['state_director', 'dcr', 'admin', 'registra', 'hospital'])(
    'shows for %s (role ids 1, 2, 5, 3, 7) given a link to hold',
    (role) => {
      renderOtherAccess(role, [...DEFAULT_ROLE_PERMISSIONS[role], 'Can_Access_DCR_App']);
      expect(screen.getByRole('button', { name: 'Other Access' })).toBeInTheDocument();
    },
  );

  it.each<RoleName>(['registra', 'hospital'])(
    'is not shown empty: %s, without the DCR/State Director link, has no group',
    (role) => {
      renderOtherAccess(role);
      expect(screen.queryByRole('button', { name: 'Other Access' })).not.toBeInTheDocument();
      expect(screen.queryByText(/No other applications/)).not.toBeInTheDocument();
    },
  );

  it.each<RoleName>(['adhoc', 'sub_admin', 'tiu', 'state_commissioner'])(
    'does not show for %s',
    (role) => {
      renderOtherAccess(role);
      expect(screen.queryByRole('button', { name: 'Other Access' })).not.toBeInTheDocument();
    },
  );

  it('gives holders of Can_Access_DCR_App the DCR/State Director link: an in-app page, no token', () => {
    renderOtherAccess('dcr');
    const link = screen.getByRole('link', { name: 'DCR/State Director' });
    expect(link).toHaveAttribute('href', '/dashboard/statistics');
    expect(link).not.toHaveAttribute('target');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('opens the review queue in the app for a reviewer who may not see the statistics', () => {
    renderOtherAccess(
      'dcr',
      DEFAULT_ROLE_PERMISSIONS.dcr.filter((permission) => permission !== 'Can_View_Statistics'),
    );
    expect(screen.getByRole('link', { name: 'DCR/State Director' })).toHaveAttribute(
      'href',
      '/dashboard/review',
    );
  });

  it('hides the DCR/State Director link without the permission', () => {
    renderOtherAccess(
      'admin',
      DEFAULT_ROLE_PERMISSIONS.admin.filter((permission) => permission !== 'Can_Access_DCR_App'),
    );
    expect(screen.getByRole('link', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'DCR/State Director' })).not.toBeInTheDocument();
  });

  it('gives the Admin link to the admin role only', () => {
    renderOtherAccess('admin');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/dashboard/admin');
    expect(screen.getByRole('link', { name: 'DCR/State Director' })).toBeInTheDocument();
  });

  it('collapses and expands', async () => {
    renderOtherAccess('admin');
    const toggle = screen.getByRole('button', { name: 'Other Access' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens an external application with a one-time code from the server, never the token', async () => {
    const fetchMock = stubApi({
      'POST /api/auth/handoff': () =>
        ok({
          url: 'https://dcr.example.ng/app?handoff=one-time-code',
          expiresAt: '2026-11-27T09:01:00.000Z',
        }),
    });
    const opened = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => opened),
    );
    renderOtherAccess('dcr', undefined, { ...links, dcrAppUrl: 'https://dcr.example.ng/app' });
    await userEvent.click(screen.getByRole('button', { name: 'DCR/State Director' }));
    await waitFor(() =>
      expect(opened.location.href).toBe('https://dcr.example.ng/app?handoff=one-time-code'),
    );
    expect(opened.opener).toBeNull();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ target: 'dcr' });
  });
});
