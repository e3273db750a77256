import { z } from 'zod';
import type { RecordKindKey } from './kind.ts';

/** How a kind's key is written: it goes into paths, storage keys and SQL text. */
export const RECORD_KIND_KEY_PATTERN = /^[a-z][a-z_]*$/;

/**
 * A kind in an answer: one the server serves. A server may serve a kind this build's
 * RECORD_KINDS does not list (a test's throwaway kind), so answers check the key's form only;
 * requests are checked against the kinds served.
 */
export const servedKindKeySchema = z
  .string()
  .regex(RECORD_KIND_KEY_PATTERN) as unknown as z.ZodType<RecordKindKey, RecordKindKey>;
