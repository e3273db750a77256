import { z } from 'zod';

/** `GET /api/health`. */
export const healthSchema = z.object({
  version: z.string(),
  database: z.enum(['pglite', 'postgresql']),
  /**
   * The read replica (DATABASE_READ_URL), null without one: `streaming` (read from), `behind`
   * (lagging beyond the bound: reads go to the primary) or `down`; the lag as last checked.
   */
  replica: z
    .object({
      state: z.enum(['streaming', 'behind', 'down']),
      lag_seconds: z.number().nullable(),
      lag_bytes: z.number().nullable(),
      max_lag_seconds: z.number(),
    })
    .nullable(),
});

export type Health = z.infer<typeof healthSchema>;

/** `GET /api/option/app-config`: settings the web app needs, e.g. the "Other Access" links. */
export const appConfigSchema = z.object({
  version: z.string(),
  /** The separate "DCR/State Director" application; null when not configured. */
  dcrAppUrl: z.string().nullable(),
  /** The separate "Admin" application; null when not configured. */
  adminAppUrl: z.string().nullable(),
  /** Minutes without a request after which a session ends. */
  sessionIdleMinutes: z.number().int(),
});

export type WebAppConfig = z.infer<typeof appConfigSchema>;
