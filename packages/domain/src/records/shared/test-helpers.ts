import type { z } from 'zod';

/** Test helper: the issues of a failed parse as `path: message` lines (none when it passes). */
export function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

export function daysAgo(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() - days * 86_400_000 + 3_600_000).toISOString().slice(0, 10);
}
