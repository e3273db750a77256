import type { QueueableRecordKindKey } from '@vitalreg/domain';
import { kindPaths, kindUIOf, type KindOutbox } from '@/features/records/kind-ui';

/** What the outbox knows of a record kind: how the list names it and its records. */
export interface OutboxKind extends KindOutbox {
  key: QueueableRecordKindKey;
  /** The API path segment, also bound into each sealed payload. */
  apiPath: string;
  /** The kind as the list shows it: "Birth registration". */
  title: string;
  /** The kind's section's Offline registrations view and a queued record in it. */
  offline: { path: string; record: { getHref(clientId: string): string } };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The outbox's view of a registered kind the outbox holds (`outbox` in its `defineKindUI`). */
export function outboxKindOf(key: QueueableRecordKindKey): OutboxKind {
  const ui = kindUIOf(key);
  if (!ui.outbox) throw new Error(`Records of kind "${key}" are not kept on the device.`);
  return {
    ...ui.outbox,
    key,
    apiPath: ui.manifest.apiPath,
    title: capitalised(ui.manifest.name),
    offline: kindPaths(ui.manifest).offline,
  };
}

/** A row's kind: rows written before deaths and stillbirths joined the outbox are births. */
export function kindOfRow(row: { kind?: QueueableRecordKindKey | null }): QueueableRecordKindKey {
  return row.kind ?? 'birth';
}

/** The name a queued draft of `kind` is listed by. */
export function queuedRecordName(kind: QueueableRecordKindKey, draft: unknown): string {
  try {
    return outboxKindOf(kind).nameOf(draft);
  } catch {
    return '';
  }
}
