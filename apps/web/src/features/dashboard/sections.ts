import { SECTION_ACCESS, type DashboardSection, type Permission } from '@vitalreg/domain';
import type { ComponentType } from 'react';
import { kindPaths, kindUIs } from '@/features/records/kind-ui';
import { paths } from '@/config/paths';

export interface NavSection {
  /** Key into SECTION_ACCESS; undefined for Home, which everyone sees. */
  section?: DashboardSection;
  /** The sidebar entry's accessible name (spec section 2, exactly). */
  label: string;
  path: string;
  access?: readonly Permission[];
  /** A record kind's icon, loaded lazily; the sidebar knows the other sections' icons. */
  icon?: () => Promise<{ default: ComponentType }>;
}

const entry = (section: DashboardSection, label: string, path: string): NavSection => ({
  section,
  label,
  path,
  access: SECTION_ACCESS[section],
});

/**
 * The sections that are not a record kind's, each with its place in the sidebar's order; a
 * kind's section takes the place its `navOrder` gives (birth 10, attestation 20, ...).
 */
const OTHER_SECTIONS: readonly (NavSection & { order: number })[] = [
  { label: 'Home', path: paths.dashboard.home.path, order: 0 },
  { ...entry('modifications', 'Modifications', paths.dashboard.modifications.path), order: 30 },
  { ...entry('reissuance', 'Reissuance', paths.dashboard.reissuance.path), order: 60 },
  { ...entry('reprint', 'Reprint', paths.dashboard.reprint.path), order: 70 },
  { ...entry('fee-waivers', 'Fee waivers', paths.dashboard.feeWaivers.path), order: 75 },
  { ...entry('adhoc-staff', 'Adhoc Staff', paths.dashboard.adhocStaff.path), order: 80 },
  { ...entry('statistics', 'Statistics', paths.dashboard.statistics.path), order: 90 },
];

/** Sidebar entries in the spec's order; every entry but Home needs its section's permissions. */
export function navSections(): NavSection[] {
  const kinds = kindUIs().map((ui) => ({
    ...entry(ui.manifest.section, ui.sectionTitle, kindPaths(ui.manifest).path),
    icon: ui.icon,
    order: ui.navOrder,
  }));
  return [...OTHER_SECTIONS, ...kinds]
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...section }) => section);
}

/** Our own entry (not in the spec's list): reviewers' queue of records awaiting approval. */
export const REVIEW_SECTION: NavSection = entry(
  'review',
  'Review queue',
  paths.dashboard.review.path,
);
