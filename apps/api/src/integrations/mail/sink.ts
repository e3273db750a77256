import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the sink received, decoded enough for tests and development to read it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  raw: string;
  receivedAt: Date;
}

/**
 * A local SMTP server that keeps what it receives in memory (development without SMTP_URL, and
 * tests): no authentication, no TLS, listening on 127.0.0.1 only. Not for production.
 */
export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  /** Every message received so far, oldest first. */
  messages(): ReceivedMail[];
  /** The messages sent to an address (case-insensitive), oldest first. */
  messagesTo(address: string): ReceivedMail[];
  /** Waits for a message to the address arriving after `after` messages to it (default: any). */
  waitFor(address: string, options?: { after?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  clear(): void;
  close(): Promise<void>;
}

const MAX_KEPT = 500;
const MAX_SIZE = 1024 * 1024;

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (nodemailer's non-ASCII subjects), adjacent ones joined byte-wise. */
function decodeHeaderWords(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  const parts: Buffer[] = [];
  let last = 0;
  for (const match of joined.matchAll(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi)) {
    parts.push(Buffer.from(joined.slice(last, match.index), 'utf8'));
    const [, , encoding = 'B', data = ''] = match;
    parts.push(
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ),
    );
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(joined.slice(last), 'utf8'));
  return Buffer.concat(parts).toString('utf8');
}

/** Splits a single-part message into headers and its decoded text body. */
export function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const bodyText = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  let text = bodyText;
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(bodyText);
  else if (encoding === 'base64') text = Buffer.from(bodyText, 'base64').toString('utf8');
  return { headers, text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

/** Starts the sink on 127.0.0.1 (port 0: a free one). */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_SIZE,
    logger: false,
    banner: 'VitalReg local mail sink',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers, text } = parseMail(raw);
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: decodeHeaderWords(headers.get('subject') ?? ''),
          text,
          raw,
          receivedAt: new Date(),
        });
        if (received.length > MAX_KEPT) received.shift();
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Errors of single connections (a client hanging up) must not end the process.
  server.on('error', () => {});
  const listening = (server.server.address() as AddressInfo).port;
  const messagesTo = (address: string) =>
    received.filter((mail) => mail.to.includes(address.trim().toLowerCase()));

  return {
    port: listening,
    url: `smtp://127.0.0.1:${listening}`,
    messages: () => [...received],
    messagesTo,
    waitFor(address, { after, timeoutMs = 10_000 } = {}) {
      const seen = after ?? 0;
      return new Promise((resolve, reject) => {
        const check = () => {
          const list = messagesTo(address);
          const mail = list[seen];
          if (!mail) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    clear: () => void received.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
