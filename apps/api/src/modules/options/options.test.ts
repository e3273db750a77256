import { COUNTRIES, LOOKUPS, NIGERIA_COUNTRY_CODE } from '@vitalreg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ dcrAppUrl: 'https://dcr.example.gov.ng', adminAppUrl: undefined });
  adminToken = await signIn(t.app, 'admin');
});
afterAll(() => t.close());

async function get(url: string, token = adminToken, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
}

describe('reference options', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/option/states' });
    expect(response.statusCode).toBe(401);
  });

  it('lists 37 states by name, all in Nigeria', async () => {
    const response = await get('/api/option/states');
    expect(response.statusCode).toBe(200);
    const states = response.json().data as { State_Name: string; country_id: number }[];
    expect(states).toHaveLength(37);
    expect(states.map((s) => s.State_Name)).toEqual(
      [...states.map((s) => s.State_Name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(states.every((s) => s.country_id === NIGERIA_COUNTRY_CODE)).toBe(true);
  });

  it('lists 774 LGAs, or those of one state', async () => {
    const all = (await get('/api/option/lgas')).json().data as unknown[];
    expect(all).toHaveLength(774);
    const lagos = (await get('/api/option/lgas?state_id=24')).json().data as {
      State_ID: number;
      LGA_Name: string;
    }[];
    expect(lagos).toHaveLength(20);
    expect(lagos.every((l) => l.State_ID === 24)).toBe(true);
    expect(lagos.map((l) => l.LGA_Name)).toContain('Ikeja');
  });

  it('refuses a state_id that is not a number with 400', async () => {
    const response = await get('/api/option/lgas?state_id=lagos');
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe('ERROR');
  });

  it('lists countries with Nigeria as 63, and nationalities', async () => {
    const countries = (await get('/api/option/countries')).json().data as {
      Country_Code: number;
      Country_Name: string;
    }[];
    expect(countries).toHaveLength(COUNTRIES.length);
    expect(countries.find((c) => c.Country_Code === 63)?.Country_Name).toBe('Nigeria');
    const nationalities = (await get('/api/option/nationalities')).json().data as {
      value: number;
      name: string;
    }[];
    expect(nationalities.find((n) => n.value === 63)?.name).toBe('Nigerian');
  });

  it('answers every code list by name', async () => {
    const lookups = (await get('/api/option/lookups')).json().data;
    expect(Object.keys(lookups).sort()).toEqual(Object.keys(LOOKUPS).sort());
    expect(lookups.sex).toEqual([
      { value: 1, name: 'Male' },
      { value: 2, name: 'Female' },
    ]);
  });

  it('answers the web app settings', async () => {
    const data = (await get('/api/option/app-config')).json().data;
    expect(data).toEqual({
      version: '2.2.2',
      dcrAppUrl: 'https://dcr.example.gov.ng',
      adminAppUrl: null,
      sessionIdleMinutes: 30,
    });
  });
});

describe('registration centres', () => {
  type Centre = { Reg_Center_Name: string; State_ID: number; LGA_ID: number };
  const names = async (user: string) =>
    (
      (await get('/api/option/registration-centres', await signIn(t.app, user))).json()
        .data as Centre[]
    ).map((c) => c.Reg_Center_Name);

  it('shows the whole country to an admin', async () => {
    expect(await names('admin')).toEqual([
      'Abuja Municipal Registration Centre',
      'Enugu North Registration Centre',
      'Ikeja Registration Centre',
      'Kano Municipal Registration Centre',
    ]);
  });

  it('shows a registrar only their own centre', async () => {
    expect(await names('registra')).toEqual(['Ikeja Registration Centre']);
  });

  it('shows a DCR the centres of their LGA and a state director those of their state', async () => {
    expect(await names('dcr')).toEqual(['Ikeja Registration Centre']);
    expect(await names('state_director')).toEqual(['Ikeja Registration Centre']);
  });
});

describe('caching', () => {
  it('sends an ETag and private Cache-Control, and answers 304 to If-None-Match', async () => {
    const first = await get('/api/option/states');
    expect(first.headers['cache-control']).toBe('private, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await get('/api/option/states', adminToken, { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('does not cache error answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/option/states' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
