import {
  birthKind,
  deathKind,
  stillbirthKind,
  type QueueableRecordKindKey,
} from '@vitalreg/domain';
import { paths } from '@/config/paths';
import type { RecordDrafts } from '@/features/records/api/submit-record';

/** What the outbox knows of each record kind: how the list names it and its records. */
export interface OutboxKind<K extends QueueableRecordKindKey> {
  key: K;
  /** The API path segment, also bound into each sealed payload. */
  apiPath: string;
  /** The kind as the list shows it: "Birth registration". */
  title: string;
  /** The name a queued record is listed by (child, deceased, stillborn baby's mother). */
  nameOf: (draft: RecordDrafts[K]) => string;
  /** The kind's section's Offline registrations view and a queued record in it. */
  offline: { path: string; record: { getHref(clientId: string): string } };
}

type Named = { surname?: unknown; firstname?: unknown; middlename?: unknown } | null | undefined;

/** "Surname Firstname Middlename", each part trimmed, missing parts left out. */
export function personName(person: Named): string {
  if (!person) return '';
  return [person.surname, person.firstname, person.middlename]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const OUTBOX_KINDS: { [K in QueueableRecordKindKey]: OutboxKind<K> } = {
  birth: {
    key: 'birth',
    apiPath: birthKind.apiPath,
    title: capitalised(birthKind.name),
    nameOf: (draft) => personName(draft.child),
    offline: paths.dashboard.birthRegistrations.offline,
  },
  death: {
    key: 'death',
    apiPath: deathKind.apiPath,
    title: capitalised(deathKind.name),
    nameOf: (draft) => personName(draft.deceased),
    offline: paths.dashboard.deathRegistrations.offline,
  },
  stillbirth: {
    key: 'stillbirth',
    apiPath: stillbirthKind.apiPath,
    title: capitalised(stillbirthKind.name),
    offline: paths.dashboard.stillBirths.offline,
    // A stillborn baby has no name: the record is known by its mother.
    nameOf: (draft) =>
      typeof draft.mother?.fullname === 'string' ? draft.mother.fullname.trim() : '',
  },
};

/** A row's kind: rows written before deaths and stillbirths joined the outbox are births. */
export function kindOfRow(row: { kind?: QueueableRecordKindKey | null }): QueueableRecordKindKey {
  return row.kind ?? 'birth';
}

/** The name a queued draft of `kind` is listed by. */
export function queuedRecordName(kind: QueueableRecordKindKey, draft: unknown): string {
  const outboxKind = OUTBOX_KINDS[kind] as OutboxKind<QueueableRecordKindKey>;
  try {
    return outboxKind.nameOf(draft as never);
  } catch {
    return '';
  }
}
