import {
  birthTimeliness,
  DASHBOARD_MESSAGES,
  formatCalendarDate,
  LGAS,
  registryToday,
  type Dashboard,
} from '@vitalreg/domain';
import { describe, expect, it } from 'vitest';
import { birthCalls, birthPayload, part } from '../../kinds/birth/test-support.ts';
import { bearer } from '../../test/helpers.ts';
import { recordCalls, useRecordsTest } from '../records/test-support.ts';
import { countMismatches } from '../records/count-checks.ts';
import { deathPayload } from '../../kinds/death/test-support.ts';

const s = useRecordsTest();

async function dashboardOf(token: string, query = '') {
  const response = await s.t.app.inject({
    method: 'GET',
    url: `/api/dashboard${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return (response.json() as { data: Dashboard }).data;
}

const refusal = async (token: string, query: string) => {
  const response = await s.t.app.inject({
    method: 'GET',
    url: `/api/dashboard${query}`,
    headers: bearer(token),
  });
  const { message } = response.json() as { message: string | string[] };
  return { status: response.statusCode, message: [message].flat().join(' ') };
};

const births = (dashboard: Dashboard) =>
  dashboard.monthly.filter((row) => row.kind === 'birth').reduce((n, row) => n + row.count, 0);

describe('GET /api/dashboard', () => {
  it("counts a birth once it is approved, in each area's view, by sex, place and timeliness", async () => {
    const calls = birthCalls(s.t.app);
    const before = await dashboardOf(s.people.director);
    const payload = birthPayload(s.ikeja.id);
    const child = part(payload, 'child');
    const record = await calls.submitted(s.people.registra, payload);

    const pending = await dashboardOf(s.people.director);
    expect(births(pending)).toBe(births(before));
    expect(await calls.approve(s.people.dcr, record.id)).toMatchObject({ statusCode: 200 });

    const after = await dashboardOf(s.people.director);
    expect(after.view).toMatchObject({ level: 'state', stateId: s.ikeja.stateId, name: 'Lagos' });
    expect(births(after)).toBe(births(before) + 1);
    const band = birthTimeliness(String(child.childBirthDate), new Date());
    const countOf = <T extends { kind: string; count: number }>(
      rows: T[],
      match: (row: T) => boolean,
    ) => rows.filter((row) => row.kind === 'birth' && match(row)).reduce((n, r) => n + r.count, 0);
    expect(countOf(after.timeliness, (row) => row.band === band)).toBe(
      countOf(before.timeliness, (row) => row.band === band) + 1,
    );
    expect(countOf(after.sex, (row) => row.sex === Number(child.sex))).toBe(
      countOf(before.sex, (row) => row.sex === Number(child.sex)) + 1,
    );
    expect(countOf(after.places, (row) => row.place === Number(child.place_of_occurrence))).toBe(
      countOf(before.places, (row) => row.place === Number(child.place_of_occurrence)) + 1,
    );
    // The state's LGAs, Ikeja among them; the registrar on the leaderboard.
    expect(after.areas.level).toBe('lga');
    const ikeja = after.areas.rows.find((row) => row.id === s.ikeja.lgaId);
    const ikejaBefore = before.areas.rows.find((row) => row.id === s.ikeja.lgaId);
    expect(ikeja?.births).toBe((ikejaBefore?.births ?? 0) + 1);
    expect(after.registrars.map((row) => row.name)).toContain('Demo registra');

    // The DCR's LGA lists its centres; the centre's own view has no areas below it.
    const lga = await dashboardOf(s.people.dcr);
    expect(lga.view).toMatchObject({ level: 'lga', lgaId: s.ikeja.lgaId });
    expect(lga.areas.rows.map((row) => row.id)).toContain(s.ikeja.id);
    const centre = await dashboardOf(s.people.dcr, `?centre=${s.ikeja.id}`);
    expect(centre.view).toMatchObject({ level: 'centre', centreId: s.ikeja.id });
    expect(centre.areas).toEqual({ level: null, rows: [] });
    expect(births(centre)).toBeGreaterThanOrEqual(1);

    // Abuja's DCR sees none of it.
    const abuja = await dashboardOf(s.people.abujaDcr);
    expect(abuja.view).toMatchObject({ level: 'lga', lgaId: s.abuja.lgaId });
    expect(births(abuja)).toBe(0);
    expect(await countMismatches(s.db)).toEqual([]);
  });

  it("gives each area its births and deaths registered in time, in a state's and the country's view", async () => {
    const births = birthCalls(s.t.app);
    const deaths = recordCalls(s.t.app, { apiPath: 'death-registration', reviewPath: 'death' });
    const views = async () => ({
      state: await dashboardOf(s.people.director),
      country: await dashboardOf(s.people.admin),
      birthsOnly: await dashboardOf(s.people.director, '?kind=birth'),
    });
    const before = await views();
    // Born 5 days ago (in time) and 800 days ago (late); died 3 days ago (in time).
    const late = birthPayload(s.ikeja.id, (payload) => {
      part(payload, 'child').childBirthDate = formatCalendarDate(
        registryToday(new Date(Date.now() - 800 * 86_400_000)),
      );
    });
    for (const [calls, payload] of [
      [births, birthPayload(s.ikeja.id)],
      [births, late],
      [deaths, deathPayload(s.ikeja)],
    ] as const) {
      const record = await calls.submitted(s.people.registra, payload);
      expect(await calls.approve(s.people.dcr, record.id)).toMatchObject({ statusCode: 200 });
    }
    const after = await views();

    const added = (view: keyof typeof before, id: number) => {
      const [was, now] = [before[view], after[view]].map((dashboard) =>
        dashboard.areas.rows.find((row) => row.id === id)!,
      );
      return {
        registered: now!.registered - was!.registered,
        births: now!.births - was!.births,
        birthsWithin30Days: now!.birthsWithin30Days - was!.birthsWithin30Days,
        deaths: now!.deaths - was!.deaths,
        deathsWithin45Days: now!.deathsWithin45Days - was!.deathsWithin45Days,
      };
    };
    const all = {
      registered: 3,
      births: 2,
      birthsWithin30Days: 1,
      deaths: 1,
      deathsWithin45Days: 1,
    };
    // Lagos's LGAs, Ikeja among them; the country's states, Lagos among them.
    expect(after.state.areas.level).toBe('lga');
    expect(added('state', s.ikeja.lgaId)).toEqual(all);
    expect(after.country.areas.level).toBe('state');
    expect(added('country', s.ikeja.stateId)).toEqual(all);
    // A view of births alone counts no deaths.
    expect(added('birthsOnly', s.ikeja.lgaId)).toEqual({
      ...all,
      registered: 2,
      deaths: 0,
      deathsWithin45Days: 0,
    });
    expect(await countMismatches(s.db)).toEqual([]);
  });

  it('counts queried records by the reason given, tidied', async () => {
    const calls = birthCalls(s.t.app);
    const record = await calls.submitted(s.people.registra, birthPayload(s.ikeja.id));
    const reason = '  Mother’s   NIN does not match the ID card ';
    expect(await calls.reject(s.people.dcr, record.id, reason)).toMatchObject({ statusCode: 200 });
    const view = await dashboardOf(s.people.dcr);
    expect(view.queried).toContainEqual({
      kind: 'birth',
      reason: 'mother’s nin does not match the id card',
      count: 1,
    });
    expect(view.statuses).toContainEqual(
      expect.objectContaining({ kind: 'birth', status: 'queried' }),
    );
  });

  it('keeps each user to their own area (403) and names the filter at fault (400)', async () => {
    const otherLagosLga = LGAS.find(
      (lga) => lga.State_ID === s.ikeja.stateId && lga.LGA_ID !== s.ikeja.lgaId,
    )!;
    const outside = { status: 403, message: DASHBOARD_MESSAGES.outsideScope };
    expect(await refusal(s.people.director, `?state=${s.abuja.stateId}`)).toEqual(outside);
    expect(await refusal(s.people.director, `?lga=${s.abuja.lgaId}`)).toEqual(outside);
    expect(await refusal(s.people.director, `?centre=${s.abuja.id}`)).toEqual(outside);
    expect(await refusal(s.people.dcr, `?lga=${otherLagosLga.LGA_ID}`)).toEqual(outside);
    expect(await refusal(s.people.dcr, `?state=${s.ikeja.stateId}`)).toEqual(outside);
    expect(await refusal(s.people.abujaDcr, `?centre=${s.ikeja.id}`)).toEqual(outside);
    // Those without Can_View_Statistics.
    expect((await refusal(s.people.registra, '')).status).toBe(403);
    expect((await refusal(s.people.adhoc, '')).status).toBe(403);
    // A national role may look anywhere; a director within the state.
    const abuja = await dashboardOf(s.people.admin, `?state=${s.abuja.stateId}`);
    expect(abuja.view).toMatchObject({ level: 'state', stateId: s.abuja.stateId });
    const lga = await dashboardOf(s.people.director, `?lga=${otherLagosLga.LGA_ID}`);
    expect(lga.view).toMatchObject({ level: 'lga', name: otherLagosLga.LGA_Name });

    expect(await refusal(s.people.admin, '?from=2022-12')).toEqual({
      status: 400,
      message: DASHBOARD_MESSAGES.beforeStart,
    });
    expect(await refusal(s.people.admin, '?from=2024-13')).toEqual({
      status: 400,
      message: DASHBOARD_MESSAGES.month,
    });
    expect(await refusal(s.people.admin, '?to=2999-01')).toEqual({
      status: 400,
      message: DASHBOARD_MESSAGES.future,
    });
    expect(await refusal(s.people.admin, '?from=2024-05&to=2024-04')).toEqual({
      status: 400,
      message: DASHBOARD_MESSAGES.order,
    });
    expect(await refusal(s.people.admin, `?state=${s.abuja.stateId}&lga=${s.ikeja.lgaId}`)).toEqual(
      { status: 400, message: DASHBOARD_MESSAGES.lgaOutsideState },
    );
    expect(await refusal(s.people.admin, `?lga=${s.abuja.lgaId}&centre=${s.ikeja.id}`)).toEqual({
      status: 400,
      message: DASHBOARD_MESSAGES.centreOutsideLga,
    });
    expect((await refusal(s.people.admin, '?kind=marriage')).status).toBe(400);
    expect((await refusal(s.people.admin, '?state=abc')).status).toBe(400);
    // Past the database's integer (the long fuzz found this answering 500).
    expect((await refusal(s.people.admin, '?centre=5716815037070407')).status).toBe(400);
  });

  it('gives completeness from the imported estimates, and says which states have none', async () => {
    const none = await dashboardOf(s.people.director, '?from=2025-01&to=2025-12');
    expect(none.completeness).toMatchObject({ expectedBirths: null, ratio: null });
    expect(none.completeness.missingStates).toEqual(['Lagos']);

    const csv = [
      'state,year,population,crude_birth_rate,source',
      'Lagos,2025,12000000,30,TEST FIXTURE - not real figures',
    ].join('\n');
    const imported = await s.t.app.inject({
      method: 'PUT',
      url: '/api/dashboard/estimates',
      headers: bearer(s.people.admin),
      payload: { csv },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const lagos = await dashboardOf(s.people.director, '?from=2025-01&to=2025-12');
    expect(lagos.completeness).toMatchObject({
      births: 0,
      expectedBirths: 360_000,
      ratio: 0,
      missingStates: [],
      estimateYears: [2025],
    });
    // At country level every state without estimates is named, and no ratio is given.
    const country = await dashboardOf(s.people.admin, '?from=2025-01&to=2025-12');
    expect(country.completeness.expectedBirths).toBeNull();
    expect(country.completeness.missingStates).not.toContain('Lagos');
    expect(country.areas.rows.find((row) => row.name === 'Lagos')?.expectedBirths).toBe(360_000);
  });
});
