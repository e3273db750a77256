import { expect, request as newRequest, test, type APIRequestContext } from '@playwright/test';
import type { DemoMail, DemoMailbox } from '@vitalreg/domain';
import { DEMO_PASSWORD } from './support.ts';

/**
 * The API's mail, read where a newcomer reads it: the demo server's mailbox (its local mail
 * sink, `GET /api/demo/mailbox`, docs/demo.md), as the demo administrator. A journey that needs
 * what only the recipient gets (a first or reset password, an e-mailed code) opens it for its
 * file.
 */
export class DemoMailboxReader {
  constructor(private readonly api: APIRequestContext) {}

  private authorization: string | undefined;

  private async messages(): Promise<DemoMail[]> {
    if (!this.authorization) {
      const response = await this.api.post('/api/auth/login', {
        data: { user: 'admin', password: DEMO_PASSWORD, device: 'e2e mailbox' },
      });
      expect(response.status()).toBe(200);
      const { token } = ((await response.json()) as { data: { token: string } }).data;
      this.authorization = `Bearer ${token}`;
    }
    const response = await this.api.get('/api/demo/mailbox', {
      headers: { authorization: this.authorization },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: DemoMailbox }).data.messages;
  }

  /** The messages to `address` (any case), oldest first. */
  async messagesTo(address: string): Promise<DemoMail[]> {
    const wanted = address.trim().toLowerCase();
    return (await this.messages()).filter((mail) => mail.to.includes(wanted)).reverse();
  }

  /** Waits for the message to `address` after its first `after` messages (default: any). */
  async waitFor(address: string, { after = 0, timeoutMs = 30_000 } = {}): Promise<DemoMail> {
    let found: DemoMail | undefined;
    await expect
      .poll(
        async () => {
          found = (await this.messagesTo(address))[after];
          return found !== undefined;
        },
        { timeout: timeoutMs, message: `no mail to ${address} arrived` },
      )
      .toBe(true);
    return found!;
  }
}

/** The demo mailbox of this file's journeys (see DemoMailboxReader). */
export function useDemoMailbox(): { box(): DemoMailboxReader } {
  let api: APIRequestContext | undefined;
  let reader: DemoMailboxReader | undefined;
  test.beforeAll(async ({ baseURL }) => {
    api = await newRequest.newContext({ baseURL });
    reader = new DemoMailboxReader(api);
  });
  test.afterAll(async () => {
    await api?.dispose();
  });
  return {
    box: () => {
      if (!reader) throw new Error('the demo mailbox is not open');
      return reader;
    },
  };
}

/** The password e-mailed to `email` after its first `after` messages. */
export async function mailedPassword(
  box: DemoMailboxReader,
  email: string,
  after = 0,
): Promise<string> {
  const mail = await box.waitFor(email, { after });
  const password = /^Password: (\S+)$/m.exec(mail.text)?.[1];
  if (!password) throw new Error(`the mail to ${email} carries no password`);
  return password;
}
