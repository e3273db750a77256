import type { DashboardSection } from '@vitalreg/domain';

/**
 * Top-bar actions per page (spec section 2, "Top bar actions per page"): Home's, Adhoc Staff's,
 * or a record kind's section's.
 */
export type PageActionsKey = 'home' | DashboardSection;

/** What a dashboard route tells the layout: its title and its top-bar actions. */
export interface PageHandle {
  title?: string;
  actions?: PageActionsKey;
}

/** The page title when a route names none (spec section 2). */
export const DEFAULT_PAGE_TITLE = 'Dashboard';
