import { describe, expect, it } from 'vitest';
import { PLACES_OF_BIRTH } from '../lookups/lists.ts';
import { exampleAttestationSubmission } from '../records/attestation/fixtures.ts';
import { RECORD_KIND_DECLARATIONS } from '../records/kinds.ts';
import { exampleStillbirthSubmission } from '../records/stillbirth/fixtures.ts';
import { DASHBOARD_MESSAGES, dashboardFiltersSchema, monthsOf, periodOf } from './schemas.ts';
import { birthTimeliness, deathTimeliness, PLACE_SETTINGS, placeSettingOf } from './tallies.ts';

// Noon in Lagos on 15 March 2026: the registry's day is 2026-03-15.
const now = new Date('2026-03-15T11:00:00Z');

describe('timeliness', () => {
  it('bands a birth by the days and years from it to the registry day', () => {
    expect(birthTimeliness('2026-03-15', now)).toBe('within_30_days');
    expect(birthTimeliness('2026-02-13', now)).toBe('within_30_days'); // 30 days
    expect(birthTimeliness('2026-02-12', now)).toBe('31_days_to_1_year');
    expect(birthTimeliness('2025-03-15', now)).toBe('31_days_to_1_year'); // a year to the day
    expect(birthTimeliness('2025-03-14', now)).toBe('1_to_5_years');
    expect(birthTimeliness('2021-03-15', now)).toBe('1_to_5_years'); // 5 years to the day
    expect(birthTimeliness('2021-03-14', now)).toBe('over_5_years');
  });

  it('bands a death within 45 days or after', () => {
    expect(deathTimeliness('2026-01-29', now)).toBe('within_45_days'); // 45 days
    expect(deathTimeliness('2026-01-28', now)).toBe('after_45_days');
  });

  it('is declared by every kind: attestations are over 5 years, stillbirths have no band', () => {
    const { attestation, stillbirth } = RECORD_KIND_DECLARATIONS;
    const applicant = attestation.submissionSchema.parse(exampleAttestationSubmission('with_nin'));
    expect(attestation.tally(applicant, now)).toMatchObject({
      place: null,
      timeliness: 'over_5_years',
    });
    const delivery = stillbirth.submissionSchema.parse(exampleStillbirthSubmission());
    expect(stillbirth.tally(delivery, now)).toEqual({
      sex: Number(delivery.stillbirth.sex),
      place: Number(delivery.stillbirth.place),
      timeliness: null,
    });
  });
});

describe('places of birth', () => {
  it('puts every place of the spec in one setting', () => {
    const placed = PLACE_SETTINGS.flatMap((setting) => setting.places);
    expect([...placed].sort((a, b) => a - b)).toEqual(
      PLACES_OF_BIRTH.map((place) => place.value).sort((a, b) => a - b),
    );
    expect(placeSettingOf(1)).toBe('facility');
    expect(placeSettingOf(2)).toBe('home');
    expect(placeSettingOf(99)).toBe('other');
  });
});

describe('the period of a view', () => {
  it('lists its months across years', () => {
    expect(monthsOf('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf('2026-02', '2026-01')).toEqual([]);
  });

  it('ends this month by default, never later, and never before it starts', () => {
    const filters = dashboardFiltersSchema.parse({});
    expect(filters.from).toBe('2023-01');
    expect(periodOf(filters, now)).toEqual({ from: '2023-01', to: '2026-03' });
    expect(periodOf({ from: '2023-01', to: '2026-04' }, now)).toEqual({
      issue: { path: 'to', message: DASHBOARD_MESSAGES.future },
    });
    expect(periodOf({ from: '2024-02', to: '2024-01' }, now)).toEqual({
      issue: { path: 'from', message: DASHBOARD_MESSAGES.order },
    });
    expect(dashboardFiltersSchema.safeParse({ from: '2022-12' }).error?.issues[0]?.message).toBe(
      DASHBOARD_MESSAGES.beforeStart,
    );
  });
});
