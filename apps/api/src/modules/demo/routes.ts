import {
  demoInfoSchema,
  demoMailboxSchema,
  ROLE_TITLES,
  type DemoInfo,
  type DemoMailbox,
} from '@vitalreg/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { bearerAuth, ok, responses } from '../../http.ts';
import {
  SANDBOX_NINS,
  SANDBOX_PEOPLE,
  SANDBOX_TRACKING_IDS,
} from '../../integrations/identity/sandbox.ts';
import { SANDBOX_REFERENCES } from '../../integrations/payment-gateway/sandbox.ts';

export interface DemoRouteSettings {
  /** The server runs the demo (config.demo: the embedded database, or DEMO=1). */
  demo: boolean;
}

/** Said when the server runs no demo, or its mail goes to a real server (docs/demo.md). */
export const NO_DEMO = 'This server runs no demo.';
export const NO_DEMO_MAILBOX =
  'There is no demo mailbox on this server: it runs no demo, or its e-mail goes to SMTP_URL.';

const personOf = (person: { firstname: string; middlename: string | null; surname: string }) =>
  [person.firstname, person.middlename, person.surname].filter(Boolean).join(' ');

/** The sandbox's people and answers, from its own tables (integrations/identity/sandbox.ts). */
function identityNumbers(): DemoInfo['identityNumbers'] {
  const people = Object.entries(SANDBOX_PEOPLE).map(([role, person]) => {
    const nin = SANDBOX_NINS[role as keyof typeof SANDBOX_NINS];
    const tracking = SANDBOX_TRACKING_IDS[role as keyof typeof SANDBOX_TRACKING_IDS];
    return {
      number: tracking ? `${nin} or ${tracking}` : nin,
      answer: `${personOf(person)}, born ${person.dateOfBirth ?? 'unknown'} (${role.replace(/([A-Z])/g, ' $1').toLowerCase()})`,
    };
  });
  return [
    ...people,
    { number: SANDBOX_NINS.unknown, answer: 'not known to the agency' },
    { number: SANDBOX_NINS.unavailable, answer: 'the agency cannot be reached' },
  ];
}

function paymentReferences(): DemoInfo['paymentReferences'] {
  return [
    {
      reference: `${SANDBOX_REFERENCES.paid}REPRINT-1`,
      answer: 'paid the reprint fee today (name the service: ATTESTATION, MODIFICATION, ...)',
    },
    { reference: `${SANDBOX_REFERENCES.wrongAmount}REPRINT-1`, answer: 'paid half the fee' },
    { reference: `${SANDBOX_REFERENCES.pending}1`, answer: 'payment pending' },
    { reference: `${SANDBOX_REFERENCES.failed}1`, answer: 'payment failed' },
  ];
}

/**
 * /api/demo (docs/demo.md): on a demo server only, what a newcomer needs on the login page, and
 * for administrators the demo mailbox, what the local mail sink received (e-mailed codes and
 * first passwords), newest first. Elsewhere both answer 404.
 */
export const demoRoutes: FastifyPluginAsyncZod<DemoRouteSettings> = async (app, settings) => {
  const tags = ['demo'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Demo server only: the demo accounts, sandbox identity numbers and payment references',
        response: responses(demoInfoSchema),
      },
    },
    async () => {
      if (!settings.demo) throw notFound(NO_DEMO);
      const info: DemoInfo = {
        accounts: app.demoAccounts.map((account) => ({
          userName: account.userName,
          role: ROLE_TITLES[account.userName],
          worksOn: account.worksOn,
        })),
        identityNumbers: identityNumbers(),
        paymentReferences: paymentReferences(),
      };
      return ok(info);
    },
  );

  app.get(
    '/mailbox',
    {
      onRequest: app.requirePermission(['Can_Manage_Users']),
      schema: {
        tags,
        summary: 'Demo server only: the e-mail the local mail sink received, newest first',
        security: bearerAuth,
        response: responses(demoMailboxSchema),
      },
    },
    async () => {
      const sink = app.mailSink;
      if (!settings.demo || !sink) throw notFound(NO_DEMO_MAILBOX);
      const mailbox: DemoMailbox = {
        messages: sink
          .messages()
          .reverse()
          .map((mail) => ({
            to: mail.to,
            subject: mail.subject,
            receivedAt: mail.receivedAt.toISOString(),
            text: mail.text,
          })),
      };
      return ok(mailbox);
    },
  );
};
