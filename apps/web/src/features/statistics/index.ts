/**
 * The directors' dashboards (`/dashboard/statistics`). The router loads the page lazily from its
 * own module, so that its charts and map stay out of every other page's JavaScript.
 */
export type { ViewFilters } from './view-filters';
