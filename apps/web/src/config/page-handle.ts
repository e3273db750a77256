/** Top-bar actions per page (spec section 2, "Top bar actions per page"). */
export type PageActionsKey =
  | 'home'
  | 'birth-registrations'
  | 'death-registrations'
  | 'birth-attestations'
  | 'still-births'
  | 'adhoc-staff';

/** What a dashboard route tells the layout: its title and its top-bar actions. */
export interface PageHandle {
  title?: string;
  actions?: PageActionsKey;
}

/** The page title when a route names none (spec section 2). */
export const DEFAULT_PAGE_TITLE = 'Dashboard';
