/**
 * The words the authorization matrix's probes are written in (authorization-probes.ts,
 * authorization-probes-admin.ts): a call (who, about which place), its request, and the check
 * that a list shows the place exactly when the caller's area holds it.
 */
import type { RecordKindKey, RoleName } from '@vitalreg/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer } from './helpers.ts';
import { inArea, type Place, type World } from './authorization-world.ts';

export interface Call {
  world: World;
  /** null: not signed in. */
  role: RoleName | null;
  /** Where the record the request names lies (or, for a submission, its centre). */
  place: Place;
  /** The record kind of the route (mounted per kind, or the `:kind` the request names). */
  kind: RecordKindKey | undefined;
  /** What the route's rule depends on: its kind, the paid service, the reissuance type. */
  subject: string | undefined;
}

export interface Probe {
  request(call: Call): InjectOptions | Promise<InjectOptions>;
  /** Lists and counts: what is wrong with an allowed answer's content for the caller, if anything. */
  narrowed?(answer: LightMyRequestResponse, call: Call): Promise<string | undefined>;
}

export const headersOf = (call: Call, token?: string) =>
  call.role ? bearer(token ?? call.world.tokens[call.role]) : {};

export const get =
  (url: (call: Call) => string): Probe['request'] =>
  (call) => ({ method: 'GET', url: url(call), headers: headersOf(call) });

export const send =
  (
    method: 'POST' | 'PUT' | 'PATCH',
    url: (call: Call) => string,
    payload?: (call: Call) => unknown,
    headers: () => Record<string, string> = () => ({}),
  ): Probe['request'] =>
  async (call) => ({
    method,
    url: url(call),
    headers: { ...headersOf(call), ...headers() },
    ...(payload ? { payload: (await payload(call)) as InjectOptions['payload'] } : {}),
  });

export type Rows = { result: { id?: number; record_id?: number }[] };

/** A list whose answer, asked for the place, must show its record exactly when it is in the area. */
export function showsPlace(shown: (rows: Rows, call: Call) => boolean): Probe['narrowed'] {
  return async (answer, call) => {
    const role = call.role as RoleName;
    const rows = (answer.json() as { data: Rows }).data;
    const shows = shown(rows, call);
    if (shows === inArea(role, call.place)) return undefined;
    return shows ? 'shows what lies outside the area' : 'leaves out what lies in the area';
  };
}
