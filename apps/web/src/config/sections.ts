import { SECTION_ACCESS, type DashboardSection, type Permission } from '@vitalreg/domain';
import { paths } from './paths';

export interface NavSection {
  /** Key into SECTION_ACCESS; undefined for Home, which everyone sees. */
  section?: DashboardSection;
  /** The sidebar entry's accessible name (spec section 2, exactly). */
  label: string;
  path: string;
  access?: readonly Permission[];
}

/** Sidebar entries in the spec's order; every entry but Home needs its section's permissions. */
export const NAV_SECTIONS: readonly NavSection[] = [
  { label: 'Home', path: paths.dashboard.home.path },
  {
    section: 'birth-registrations',
    label: 'Birth Registration',
    path: paths.dashboard.birthRegistrations.path,
    access: SECTION_ACCESS['birth-registrations'],
  },
  {
    section: 'birth-attestations',
    label: 'Birth Attestations',
    path: paths.dashboard.birthAttestations.path,
    access: SECTION_ACCESS['birth-attestations'],
  },
  {
    section: 'modifications',
    label: 'Modifications',
    path: paths.dashboard.modifications.path,
    access: SECTION_ACCESS.modifications,
  },
  {
    section: 'still-births',
    label: 'Still Births',
    path: paths.dashboard.stillBirths.path,
    access: SECTION_ACCESS['still-births'],
  },
  {
    section: 'death-registrations',
    label: 'Death Registration',
    path: paths.dashboard.deathRegistrations.path,
    access: SECTION_ACCESS['death-registrations'],
  },
  {
    section: 'reissuance',
    label: 'Reissuance',
    path: paths.dashboard.reissuance.path,
    access: SECTION_ACCESS.reissuance,
  },
  {
    section: 'reprint',
    label: 'Reprint',
    path: paths.dashboard.reprint.path,
    access: SECTION_ACCESS.reprint,
  },
  {
    section: 'adhoc-staff',
    label: 'Adhoc Staff',
    path: paths.dashboard.adhocStaff.path,
    access: SECTION_ACCESS['adhoc-staff'],
  },
];

/** Our own entry (not in the spec's list): reviewers' queue of records awaiting approval. */
export const REVIEW_SECTION: NavSection = {
  section: 'review',
  label: 'Review queue',
  path: paths.dashboard.review.path,
  access: SECTION_ACCESS.review,
};
