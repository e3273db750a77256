import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ROLE_PERMISSIONS, type RoleName } from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithRouter } from '@/testing/test-utils';
import { OtherAccess, withTokenParam } from './other-access';

const links = { dcrAppUrl: '/dashboard/review', adminAppUrl: '/dashboard/admin' };

function renderOtherAccess(role: RoleName, permissions = DEFAULT_ROLE_PERMISSIONS[role]) {
  return renderWithRouter(
    <OtherAccess user={makeUser(role)} permissions={permissions} token="abc.def" links={links} />,
  );
}

describe('Other Access', () => {
  it.each<RoleName>(['state_director', 'dcr', 'admin', 'registra', 'hospital'])(
    'shows for %s (role ids 1, 2, 5, 3, 7)',
    (role) => {
      renderOtherAccess(role);
      expect(screen.getByRole('button', { name: 'Other Access' })).toBeInTheDocument();
    },
  );

  it.each<RoleName>(['adhoc', 'sub_admin', 'tiu', 'state_commissioner'])(
    'does not show for %s',
    (role) => {
      renderOtherAccess(role);
      expect(screen.queryByRole('button', { name: 'Other Access' })).not.toBeInTheDocument();
    },
  );

  it('gives the DCR/State Director link, with the bare token as t, to holders of Can_Access_DCR_App', () => {
    renderOtherAccess('dcr');
    const link = screen.getByRole('link', { name: 'DCR/State Director' });
    expect(link).toHaveAttribute('href', '/dashboard/review?t=abc.def');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('hides the DCR/State Director link without the permission', () => {
    renderOtherAccess('registra');
    expect(screen.queryByRole('link', { name: 'DCR/State Director' })).not.toBeInTheDocument();
  });

  it('gives the Admin link to the admin role only', () => {
    renderOtherAccess('admin');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/dashboard/admin?t=abc.def',
    );
    expect(screen.getByRole('link', { name: 'DCR/State Director' })).toBeInTheDocument();
  });

  it('collapses and expands', async () => {
    renderOtherAccess('admin');
    const toggle = screen.getByRole('button', { name: 'Other Access' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('adds t to absolute targets and keeps their own parameters', () => {
    expect(withTokenParam('https://dcr.example.ng/app?x=1', 'a b')).toBe(
      'https://dcr.example.ng/app?x=1&t=a+b',
    );
    expect(withTokenParam('/dashboard/admin', 'tok')).toBe('/dashboard/admin?t=tok');
  });
});
