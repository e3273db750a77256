import type { z } from 'zod';

/** An upload slot of a documents step: empty (null, undefined) is kept as null. */
export const emptySlot = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? null);
