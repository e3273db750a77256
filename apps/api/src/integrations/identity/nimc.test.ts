import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNimcIdentityProvider } from './nimc.ts';
import { normaliseBirthDate } from './provider.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A stand-in for the agency: each NIN picks an answer. */
const answers: Record<string, Handler> = {
  '11111111111': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        status: 1,
        data: {
          surname: 'OKAFOR',
          firstname: 'NGOZI',
          middlename: '',
          birthdate: '09-01-1990',
          gender: 'F',
          photo: 'data:image/jpeg;base64,/9j/4AAQ',
        },
      }),
    );
  },
  '77777777777': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        status: 1,
        data: { surname: 'EZE', firstname: 'OBI', gender: 'M', birthdate: '1940-05-01' },
        deceasedData: { dateOfDeath: '02/11/2026' },
      }),
    );
  },
  '22222222222': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 0, message: 'Record not verified' }));
  },
  '33333333333': (_request, response) => {
    response.writeHead(404);
    response.end('{"message":"not found"}');
  },
  '44444444444': (_request, response) => {
    // Never answers within the adapter's timeout.
    setTimeout(() => response.end('{}'), 2_000).unref();
  },
  '55555555555': (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html>Gateway error</html>');
  },
  '66666666666': (_request, response) => {
    response.writeHead(502);
    response.end('bad gateway');
  },
};

let server: Server;
let url: string;
const seen: { authorization?: string | undefined; query: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://stub').searchParams;
    seen.push({ authorization: request.headers.authorization, query: query.toString() });
    if (
      request.headers.authorization !== `Basic ${Buffer.from('vital:s3cret').toString('base64')}`
    ) {
      response.writeHead(401);
      response.end('{"message":"unauthorised"}');
      return;
    }
    const handler = answers[query.get('nin') ?? query.get('trackingId') ?? ''];
    if (handler) handler(request, response);
    else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/verify`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

function provider(password = 's3cret', timeoutMs = 5_000) {
  const warnings: string[] = [];
  const nimc = createNimcIdentityProvider(
    { url, username: 'vital', password, timeoutMs },
    (message) => warnings.push(message),
  );
  return { nimc, warnings };
}

describe('NIMC HTTP adapter', () => {
  it('sends basic-auth and ?nin=, and reads a verified person', async () => {
    const { nimc } = provider();
    expect(await nimc.verifyNin('11111111111')).toEqual({
      status: 'verified',
      nimcStatus: 1,
      person: {
        surname: 'OKAFOR',
        firstname: 'NGOZI',
        middlename: null,
        dateOfBirth: '1990-01-09',
        sex: 'f',
        photo: '/9j/4AAQ',
      },
    });
    expect(seen.at(-1)).toEqual({
      authorization: `Basic ${Buffer.from('vital:s3cret').toString('base64')}`,
      query: 'nin=11111111111',
    });
  });

  it("reads the agency's deceasedData: the person is recorded as deceased", async () => {
    expect(await provider().nimc.verifyNin('77777777777')).toMatchObject({
      status: 'verified',
      person: { surname: 'EZE', firstname: 'OBI', dateOfBirth: '1940-05-01' },
      deceased: { dateOfDeath: '2026-11-02' },
    });
  });

  it('reads status 0 as failed', async () => {
    expect(await provider().nimc.verifyNin('22222222222')).toEqual({
      status: 'failed',
      nimcStatus: 0,
      person: null,
    });
  });

  it('reads 404 as not found, and asks tracking ids with ?trackingId=', async () => {
    expect((await provider().nimc.verifyNin('33333333333')).status).toBe('not_found');
    expect((await provider().nimc.verifyTrackingId('AB12CD34EF56GH7')).status).toBe('not_found');
    expect(seen.at(-1)?.query).toBe('trackingId=AB12CD34EF56GH7');
  });

  it('is unavailable when the credentials are refused (401), and says why', async () => {
    const { nimc, warnings } = provider('wrong');
    expect(await nimc.verifyNin('11111111111')).toEqual({
      status: 'unavailable',
      nimcStatus: null,
      person: null,
    });
    expect(warnings.join(' ')).toMatch(/refused the credentials \(HTTP 401\)/);
    expect(warnings.join(' ')).not.toContain('11111111111');
  });

  it('is unavailable after the timeout', async () => {
    const { nimc, warnings } = provider('s3cret', 200);
    const started = Date.now();
    expect((await nimc.verifyNin('44444444444')).status).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(warnings).toEqual(['NIMC did not answer within 200 ms.']);
  });

  it('is unavailable on a garbage body or a server error', async () => {
    const garbage = provider();
    expect((await garbage.nimc.verifyNin('55555555555')).status).toBe('unavailable');
    expect(garbage.warnings).toEqual(['NIMC answered with a body that is not JSON.']);
    expect((await provider().nimc.verifyNin('66666666666')).status).toBe('unavailable');
  });

  it('is unavailable when the host cannot be reached', async () => {
    const nimc = createNimcIdentityProvider({
      url: 'http://127.0.0.1:1/verify',
      username: 'u',
      password: 'p',
      timeoutMs: 1_000,
    });
    expect((await nimc.verifyNin('11111111111')).status).toBe('unavailable');
  });
});

describe('normaliseBirthDate', () => {
  it('reads the agency formats and refuses impossible dates', () => {
    expect(normaliseBirthDate('09-01-1990')).toBe('1990-01-09');
    expect(normaliseBirthDate('09/01/1990')).toBe('1990-01-09');
    expect(normaliseBirthDate('1990-01-09')).toBe('1990-01-09');
    expect(normaliseBirthDate('1990-01-09T00:00:00Z')).toBe('1990-01-09');
    expect(normaliseBirthDate('31-02-1990')).toBeNull();
    expect(normaliseBirthDate('')).toBeNull();
    expect(normaliseBirthDate(19900109)).toBeNull();
  });
});
