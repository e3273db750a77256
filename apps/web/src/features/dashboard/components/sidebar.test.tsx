import { screen, within } from '@testing-library/react';
import { APP_VERSION, DEFAULT_ROLE_PERMISSIONS, type RoleName } from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithRouter } from '@/testing/test-utils';
import { Sidebar } from './sidebar';

const REGISTRAR = [
  'Home',
  'Birth Registration',
  'Birth Attestations',
  'Modifications',
  'Still Births',
  'Death Registration',
  'Reissuance',
  'Reprint',
];
/** The national offices oversee: they look no one up, so manage no adhoc clerks either. */
const NATIONAL_OFFICE = [...REGISTRAR, 'Statistics', 'Review queue'];
/** The sections of those who may also grant fee waivers (a second officer, Can_Waive_Fees). */
const WAIVERS = [...REGISTRAR, 'Fee waivers', 'Adhoc Staff', 'Statistics', 'Review queue'];

/** What each role's default permissions (DESIGN.md) should show, written out by hand. */
const EXPECTED: Record<RoleName, string[]> = {
  adhoc: ['Home', 'Birth Registration'],
  hospital: ['Home', 'Birth Registration', 'Still Births'],
  registra: REGISTRAR,
  dcr: WAIVERS,
  state_director: WAIVERS,
  state_commissioner: [
    'Home',
    'Birth Registration',
    'Birth Attestations',
    'Modifications',
    'Death Registration',
    'Reissuance',
    'Statistics',
  ],
  sub_admin: NATIONAL_OFFICE,
  tiu: NATIONAL_OFFICE,
  admin: WAIVERS,
};

const links = { dcrAppUrl: '/dashboard/review', adminAppUrl: '/dashboard/admin' };

function renderSidebar(role: RoleName, path = '/dashboard/home') {
  return renderWithRouter(
    <Sidebar user={makeUser(role)} permissions={DEFAULT_ROLE_PERMISSIONS[role]} links={links} />,
    path,
  );
}

describe('Sidebar', () => {
  it.each(Object.keys(EXPECTED) as RoleName[])(
    'shows %s exactly the entries it may open',
    (role) => {
      renderSidebar(role);
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const names = within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(names).toEqual(EXPECTED[role]);
    },
  );

  it('uses real links to the section routes', () => {
    renderSidebar('admin');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/dashboard/home',
    );
    expect(within(nav).getByRole('link', { name: 'Birth Registration' })).toHaveAttribute(
      'href',
      '/dashboard/birth-registrations',
    );
    expect(within(nav).getByRole('link', { name: 'Adhoc Staff' })).toHaveAttribute(
      'href',
      '/dashboard/adhoc-staff',
    );
  });

  it('marks the current entry, including on its sub-pages', () => {
    renderSidebar('registra', '/dashboard/birth-registrations/register/claimed');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Birth Registration' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('links its header to the welcome page and shows Logout and the version', () => {
    renderSidebar('adhoc');
    expect(screen.getByRole('link', { name: /VitalReg/ })).toHaveAttribute('href', '/welcome');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText(APP_VERSION)).toBeInTheDocument();
    expect(APP_VERSION).toBe('2.2.2');
  });
});
