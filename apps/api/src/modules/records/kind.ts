import type { RecordKind, RecordKindKey, RegistrationPlace } from '@vitalreg/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';

/**
 * A kind's declaration as the engine holds it: its functions are only ever given submissions
 * parsed by the kind's own schema (routes.ts makes the one cast).
 */
export type AnyRecordKind = RecordKind<RegistrationPlace>;

/** The kinds an app serves (`buildApp`'s `kinds`: the registry's, or a test's own). */
export interface ServedKinds {
  readonly list: readonly AnyRecordKind[];
  /** Their keys, for a route's `z.enum` of the kind parameter. */
  readonly keys: readonly [RecordKindKey, ...RecordKindKey[]];
  /** The kind of `key`, or undefined when the app does not serve it. */
  find(key: string): AnyRecordKind | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The record kinds this app serves; every module reads kinds from here. */
    recordKinds: ServedKinds;
  }
}

/** Decorates the app with the kinds it serves (before any route is registered). */
export function registerRecordKinds(app: FastifyInstance, kinds: readonly AnyRecordKind[]): void {
  const [first, ...more] = kinds.map((kind) => kind.key);
  if (!first) throw new Error('An app serves at least one record kind.');
  const byKey = new Map(kinds.map((kind) => [kind.key as string, kind]));
  app.decorate('recordKinds', {
    list: kinds,
    keys: [first, ...more],
    find: (key: string) => byKey.get(key),
  });
}

/** The served kind of `key`; 404 for a kind the app does not serve. */
export function servedKind(app: FastifyInstance, key: string): AnyRecordKind {
  const kind = app.recordKinds.find(key);
  if (!kind) throw notFound('No such kind of record.');
  return kind;
}
