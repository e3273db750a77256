import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stub answers for one reference. */
export type StubAnswer =
  | {
      /** A transaction, as Paystack's verify answers it. */
      status: 'success' | 'failed' | 'abandoned' | 'ongoing' | 'pending' | 'reversed';
      amount: number;
      currency?: string;
      metadata?: unknown;
      /** When it was paid (default: now). */
      paidAt?: Date;
      /** The reference as Paystack spells it (default: as asked). */
      spelt?: string;
    }
  /** An HTTP error with Paystack's body. */
  | { httpStatus: number; body?: string }
  /** Answers only after this many milliseconds (to trip the adapter's timeout). */
  | { delayMs: number };

export interface PaystackStub {
  url: string;
  /** Sets (or changes) what the stub answers for a reference. */
  answer(reference: string, answer: StubAnswer): void;
  /** The verify requests seen: reference and the Authorization header. */
  requests: { reference: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

let transactionId = 4_000_000;

/**
 * A local stand-in for Paystack's `GET /transaction/verify/{reference}` (tests only): checks the
 * bearer secret, answers each reference as set with `answer`, and "Transaction reference not
 * found" (HTTP 400) for any other.
 */
export async function startPaystackStub(secretKey: string): Promise<PaystackStub> {
  const answers = new Map<string, StubAnswer>();
  const requests: PaystackStub['requests'] = [];
  const server: Server = createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const match = /^\/transaction\/verify\/([^/?]+)$/.exec(request.url ?? '');
    if (!match?.[1]) return json(404, { status: false, message: 'Not found' });
    const reference = decodeURIComponent(match[1]);
    requests.push({ reference, authorization: request.headers.authorization });
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return json(401, { status: false, message: 'Invalid key' });
    }
    const answer = answers.get(reference);
    if (!answer) return json(400, { status: false, message: 'Transaction reference not found' });
    if ('delayMs' in answer) {
      setTimeout(() => json(200, { status: true, data: {} }), answer.delayMs).unref();
      return;
    }
    if ('httpStatus' in answer) return json(answer.httpStatus, answer.body ?? '{"status":false}');
    transactionId += 1;
    return json(200, {
      status: true,
      message: 'Verification successful',
      data: {
        id: transactionId,
        status: answer.status,
        reference: answer.spelt ?? reference,
        amount: answer.amount,
        currency: answer.currency ?? 'NGN',
        paid_at: answer.status === 'success' ? (answer.paidAt ?? new Date()).toISOString() : null,
        metadata: answer.metadata ?? '',
        gateway_response: answer.status === 'success' ? 'Successful' : 'Declined',
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer: (reference, answer) => void answers.set(reference, answer),
    requests,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
