import { z } from 'zod';

/**
 * `GET /api/demo`: what a newcomer to a demo server needs (docs/demo.md): the demo accounts,
 * the sandbox's identity numbers and payment references. Answered only when the server runs
 * the demo (404 otherwise).
 */
export const demoInfoSchema = z.object({
  accounts: z.array(z.object({ userName: z.string(), role: z.string(), worksOn: z.string() })),
  /** Sandbox identity numbers (NIN or tracking id) and whom the sandbox answers for them. */
  identityNumbers: z.array(z.object({ number: z.string(), answer: z.string() })),
  /** Sandbox payment references: how one is spelt, and what the sandbox answers for it. */
  paymentReferences: z.array(z.object({ reference: z.string(), answer: z.string() })),
});
export type DemoInfo = z.infer<typeof demoInfoSchema>;

/** One message the demo server's local mail sink received. */
export const demoMailSchema = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  /** ISO date-time. */
  receivedAt: z.string(),
  text: z.string(),
});
export type DemoMail = z.infer<typeof demoMailSchema>;

/** `GET /api/demo/mailbox`: the local mail sink's messages, newest first. */
export const demoMailboxSchema = z.object({ messages: z.array(demoMailSchema) });
export type DemoMailbox = z.infer<typeof demoMailboxSchema>;
