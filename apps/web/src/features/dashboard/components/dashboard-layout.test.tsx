import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { registrationCentresStore } from '@/lib/registration-centres-store';
import { registrationModeStore } from '@/lib/registration-mode-store';
import { envelope, errorEnvelope, jsonResponse, renderRoutes, signIn } from '@/testing/test-utils';

const CENTRES = [
  {
    Reg_Center_ID: 7,
    Reg_Center_Name: 'Ikeja Registration Centre',
    State_ID: 24,
    LGA_ID: 510,
    Address: null,
  },
];

function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/option/registration-centres')) return jsonResponse(200, envelope(CENTRES));
    if (url.includes('/option/app-config'))
      return jsonResponse(200, envelope({ dcrAppUrl: 'https://dcr.example.ng/' }));
    return jsonResponse(404, errorEnvelope('NOT_FOUND', 'Not found'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

describe('dashboard', () => {
  it('redirects /dashboard to home, loads the registration centres and shows the profile', async () => {
    setWidth(1280);
    const fetchMock = stubApi();
    signIn('registra');
    const { router } = renderRoutes(createAppRoutes(), '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // "Dashboard" is also the default title, shown before the redirect lands: wait for it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    await waitFor(() => expect(registrationCentresStore.get()).toEqual(CENTRES));
    expect(JSON.parse(localStorage.getItem('registration_centers') ?? '[]')).toEqual(CENTRES);
    expect(
      fetchMock.mock.calls.some(([u]) => String(u).includes('/option/registration-centres')),
    ).toBe(true);

    const profile = await screen.findByRole('region', { name: /Demo registra/ });
    expect(within(profile).getByText('User name')).toBeInTheDocument();
    expect(within(profile).getByText('Registrar (registra)')).toBeInTheDocument();
    expect(await within(profile).findByText('Lagos')).toBeInTheDocument();
    expect(await within(profile).findByText('Ikeja')).toBeInTheDocument();
    expect(within(profile).getByText('Ikeja Registration Centre')).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByText('National Civil Registration'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard | VitalReg'));
  });

  it('shows the birth registration actions: the mode switch and the New Birth Registration link', async () => {
    setWidth(1280);
    stubApi();
    signIn('registra');
    renderRoutes(createAppRoutes(), '/dashboard/birth-registrations');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Birth Registration' }),
    ).toBeInTheDocument();
    const modeSwitch = screen.getByRole('switch', { name: 'Online' });
    expect(modeSwitch).toBeChecked();
    await userEvent.click(modeSwitch);
    expect(registrationModeStore.get()).toBe('offline');
    expect(localStorage.getItem('birth_registration_mode')).toBe('"offline"');
    expect(modeSwitch).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'New Birth Registration' })).toHaveAttribute(
      'href',
      '/dashboard/birth-registrations/register/claimed',
    );
    await waitFor(() => expect(document.title).toBe('Birth Registration | VitalReg'));
  });

  it('shows the read-only state commissioner no mode switch and no New link', async () => {
    setWidth(1280);
    stubApi();
    signIn('state_commissioner');
    renderRoutes(createAppRoutes(), '/dashboard/birth-registrations');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Birth Registration' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /waiting/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Birth Registration' })).not.toBeInTheDocument();
  });

  it.each([
    [
      '/dashboard/death-registrations',
      'New Death Registration',
      '/dashboard/death-registrations/register',
    ],
    [
      '/dashboard/birth-attestations',
      'New Birth Attestation',
      '/dashboard/birth-attestations/register',
    ],
    ['/dashboard/still-births', 'New Still Birth', '/dashboard/still-births/register'],
    ['/dashboard/adhoc-staff', 'Create Adhoc Staff', '/dashboard/adhoc-staff/new'],
  ])('on %s offers "%s"', async (path, name, href) => {
    setWidth(1280);
    stubApi();
    signIn('admin');
    renderRoutes(createAppRoutes(), path);
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
  });

  it.each([
    ['/dashboard/death-registrations', 'Death Registration'],
    ['/dashboard/still-births', 'Still Births'],
  ])('shows the online/offline mode switch on %s', async (path, title) => {
    setWidth(1280);
    stubApi();
    signIn('registra');
    renderRoutes(createAppRoutes(), path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const modeSwitch = screen.getByRole('switch', { name: 'Online' });
    await userEvent.click(modeSwitch);
    expect(registrationModeStore.get()).toBe('offline');
  });

  it('opens the sidebar in a drawer from the menu button on small screens, closing on navigation', async () => {
    setWidth(390);
    stubApi();
    signIn('registra');
    const { router } = renderRoutes(createAppRoutes(), '/dashboard/home');
    const menu = await screen.findByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Reprint' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/reprint'));
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reprint' })).toBeInTheDocument();
  });

  it('makes the Other Access link to a configured external target a button, with no token in any address', async () => {
    setWidth(1280);
    stubApi();
    signIn('dcr', { token: 'tok-dcr' });
    renderRoutes(createAppRoutes(), '/dashboard/home');
    expect(await screen.findByRole('button', { name: 'DCR/State Director' })).toBeVisible();
    expect(document.body.innerHTML).not.toContain('tok-dcr');
  });
});
