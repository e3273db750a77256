import type { RecordKind, RegistrationPlace } from '@vitalreg/domain';

/**
 * A kind's declaration as the engine holds it: its functions are only ever given submissions
 * parsed by the kind's own schema (routes.ts makes the one cast).
 */
export type AnyRecordKind = RecordKind<RegistrationPlace>;
