/** Where the API lives; one origin by default (DESIGN.md), so the SPA calls `/api`. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';
