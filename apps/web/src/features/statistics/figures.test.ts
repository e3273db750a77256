import { describe, expect, it } from 'vitest';
import {
  areasTable,
  birthTimelinessTable,
  deathTimelinessTable,
  displayCell,
  feesByServiceTable,
  leadFigures,
  monthlyTable,
  placesTable,
  tableCsvRows,
} from './figures';
import { lagosDashboard } from './testing/fixtures';

describe('the figures of a view', () => {
  it('leads with the period, completeness, births and deaths in time, and the pending now', () => {
    expect(leadFigures(lagosDashboard())).toEqual({
      registered: 1534,
      byKind: [
        { kind: 'birth', count: 1234 },
        { kind: 'death', count: 300 },
        { kind: 'stillbirth', count: 0 },
        { kind: 'attestation', count: 0 },
      ],
      birthsWithin30Days: { part: 900, whole: 1234, share: 900 / 1234 },
      deathsWithin45Days: { part: 240, whole: 300, share: 0.8 },
      completeness: { ratio: 0.5, expectedBirths: 2468, births: 1234 },
      completenessWithin30Days: 900 / 2468,
      pending: 56,
      queried: 9,
    });
    // A view of deaths alone has no births to be in time nor complete.
    const deaths = leadFigures(
      lagosDashboard({ view: { ...lagosDashboard().view, kind: 'death' } }),
    );
    expect(deaths).toMatchObject({
      birthsWithin30Days: null,
      completeness: null,
      completenessWithin30Days: null,
      deathsWithin45Days: { part: 240, whole: 300 },
    });
  });

  it('lists every month of the period, 0 where nothing was registered, with totals', () => {
    const table = monthlyTable(lagosDashboard());
    expect(table.columns.map((c) => c.label)).toEqual([
      'Month',
      'Births',
      'Deaths',
      'Stillbirths',
      'Attestations',
      'Total',
    ]);
    expect(table.rows.map((row) => [row.month, row.death, row.total])).toEqual([
      ['2026-01', 100, 510],
      ['2026-02', 0, 400],
      ['2026-03', 200, 624],
    ]);
    expect(displayCell(table.columns[0]!, '2026-02')).toBe('Feb 2026');
  });

  it('orders timeliness bands as the domain does: births (with attestations) and deaths', () => {
    const births = birthTimelinessTable(lagosDashboard())!;
    expect(births.rows.map((row) => [row.band, row.birth, row.attestation, row.total])).toEqual([
      ['Within 30 days', 900, 0, 900],
      ['31 days to 1 year', 300, 0, 300],
      ['1 to 5 years', 0, 0, 0],
      ['Over 5 years', 34, 16, 50],
    ]);
    expect(births.rows[0]!.share).toBeCloseTo(900 / 1250);
    const deaths = deathTimelinessTable(lagosDashboard())!;
    expect(deaths.rows.map((row) => [row.band, row.death])).toEqual([
      ['Within 45 days', 240],
      ['After 45 days', 60],
    ]);
    const onlyDeaths = lagosDashboard({ view: { ...lagosDashboard().view, kind: 'death' } });
    expect(birthTimelinessTable(onlyDeaths)).toBeNull();
  });

  it('groups places of birth by setting', () => {
    const rows = placesTable(lagosDashboard())!.rows;
    expect(rows.map((row) => [row.setting, row.birth, row.stillbirth])).toEqual([
      ['Health facility', 900, 5],
      ['At home', 300, 0],
      ['Traditional or spiritual', 34, 0],
      ['On the way', 0, 0],
      ['Elsewhere', 0, 0],
    ]);
  });

  it('gives each area its births and deaths in time, and births expected from a state up', () => {
    const lgas = areasTable(lagosDashboard())!;
    expect(lgas.columns.map((c) => c.label)).toEqual([
      'LGA',
      'Registered',
      'Births',
      'Births within 30 days',
      'Deaths',
      'Deaths within 45 days',
    ]);
    expect(lgas.rows[0]).toMatchObject({ birthsWithin30Days: 0.8, deathsWithin45Days: 0.75 });
    const row = {
      id: 24,
      name: 'Lagos',
      registered: 10,
      births: 8,
      birthsWithin30Days: 6,
      deaths: 0,
      deathsWithin45Days: 0,
      expectedBirths: 15.6,
    };
    const country = lagosDashboard({
      view: { ...lagosDashboard().view, kind: 'birth' },
      areas: { level: 'state', rows: [row] },
    });
    const table = areasTable(country)!;
    expect(table.rows[0]).toMatchObject({ expectedBirths: 16, completeness: 8 / 15.6 });
    // A view of births has no deaths' columns; a share of nothing is no share.
    expect(tableCsvRows(table)).toEqual([
      [
        'State',
        'Registered',
        'Births',
        'Births within 30 days (%)',
        'Expected births',
        'Completeness (%)',
      ],
      ['Lagos', 10, 8, 75, 16, 51.3],
    ]);
    const none = lagosDashboard({ areas: { level: 'state', rows: [{ ...row, births: 0 }] } });
    expect(areasTable(none)!.rows[0]).toMatchObject({ birthsWithin30Days: null });
  });

  it('shows fees in naira and writes them to the CSV as naira', () => {
    const table = feesByServiceTable(lagosDashboard());
    expect(displayCell(table.columns[2]!, table.rows[0]!.amount)).toBe('NGN 20,000.00');
    expect(tableCsvRows(table)).toEqual([
      ['Service', 'Payments', 'Amount (NGN)'],
      ['Certificate reprint', 4, 20000],
    ]);
  });
});
