import type { NimcSettings } from '../../config.ts';
import {
  deceasedFrom,
  personFrom,
  unavailable,
  type IdentityProvider,
  type IdentityResult,
} from './provider.ts';

/** Where the adapter reports why the agency gave no usable answer (never the NIN). */
export type IdentityWarn = (message: string) => void;

function statusOf(body: Record<string, unknown>): number | null {
  const nimc = body.nimc as Record<string, unknown> | undefined;
  const raw = nimc && typeof nimc === 'object' ? nimc.status : body.status;
  if (typeof raw === 'number' && Number.isInteger(raw)) return raw;
  if (typeof raw === 'string' && /^-?\d+$/.test(raw.trim())) return Number(raw);
  return null;
}

function personFieldsOf(body: Record<string, unknown>): Record<string, unknown> {
  for (const key of ['personData', 'data', 'person']) {
    const value = body[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  }
  return body;
}

/**
 * Reads the agency's answer. 200 with status 1 and a person: verified; status 0: failed;
 * 404: not found; anything else (401/403, 5xx, a body that is not the expected JSON): unavailable.
 */
export function readNimcAnswer(
  httpStatus: number,
  text: string,
  warn: IdentityWarn,
): IdentityResult {
  if (httpStatus === 404) return { status: 'not_found', nimcStatus: null, person: null };
  if (httpStatus === 401 || httpStatus === 403) {
    warn(
      `NIMC refused the credentials (HTTP ${httpStatus}); check NIMC_USERNAME and NIMC_PASSWORD.`,
    );
    return unavailable();
  }
  if (httpStatus < 200 || httpStatus > 299) {
    warn(`NIMC answered HTTP ${httpStatus}.`);
    return unavailable();
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    warn('NIMC answered with a body that is not JSON.');
    return unavailable();
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    warn('NIMC answered with an unexpected body.');
    return unavailable();
  }
  const record = body as Record<string, unknown>;
  const status = statusOf(record);
  if (status === 0) return { status: 'failed', nimcStatus: 0, person: null };
  if (status !== 1) {
    warn('NIMC answered without a status.');
    return unavailable();
  }
  const fields = personFieldsOf(record);
  const person = personFrom(fields);
  if (!person) {
    warn('NIMC answered status 1 without the person’s names.');
    return unavailable();
  }
  const deceased = deceasedFrom(record, fields);
  return { status: 'verified', nimcStatus: 1, person, ...(deceased ? { deceased } : {}) };
}

/**
 * The identity agency over HTTP: `GET <NIMC_URL>?nin=<nin>` (tracking ids: `?trackingId=`)
 * with basic-auth, at most `timeoutMs` per call.
 */
export function createNimcIdentityProvider(
  settings: NimcSettings,
  warn: IdentityWarn = () => {},
): IdentityProvider {
  const authorization = `Basic ${Buffer.from(`${settings.username}:${settings.password}`).toString('base64')}`;

  async function ask(parameter: 'nin' | 'trackingId', value: string): Promise<IdentityResult> {
    const url = new URL(settings.url);
    url.searchParams.set(parameter, value);
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        headers: { authorization, accept: 'application/json' },
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      warn(
        name === 'TimeoutError' || name === 'AbortError'
          ? `NIMC did not answer within ${settings.timeoutMs} ms.`
          : 'NIMC could not be reached.',
      );
      return unavailable();
    }
    return readNimcAnswer(response.status, text, warn);
  }

  return {
    name: 'nimc',
    verifyNin: (nin) => ask('nin', nin),
    verifyTrackingId: (trackingId) => ask('trackingId', trackingId),
  };
}
