import { z } from 'zod';

/** Result status values (spec section 3). */
export const RESULT_STATUS = { success: 'SUCCESS', error: 'ERROR' } as const;

/** Every API answer: `{ status, message, data }` (DESIGN.md). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.enum(['SUCCESS', 'ERROR']),
    message: z.union([z.string(), z.array(z.string())]),
    data,
  });
}

export const errorEnvelopeSchema = z.object({
  status: z.literal('ERROR'),
  message: z.union([z.string(), z.array(z.string())]),
  data: z.null(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const paginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  pages: z.number().int().min(0),
  /**
   * True when `total` is a floor, not a count: filtered lists count up to a cap (then say one
   * more), and name searches are not counted (the records up to this page, plus one when more
   * follow). Show it as "1,001+".
   */
  totalCapped: z.boolean().optional(),
});

export type Pagination = z.infer<typeof paginationSchema>;

/** Lists answer `data: { pagination, result }`. */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ pagination: paginationSchema, result: z.array(item) });
}

/** The first readable sentence of an error answer (the web app shows this one). */
export function firstMessage(message: string | string[] | undefined): string | undefined {
  if (Array.isArray(message)) return message[0];
  return message;
}
