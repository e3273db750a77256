import { RECORD_KINDS, type RecordKindKey } from '@vitalreg/domain';
import { findKindUI, kindPaths, kindUIOf, kindUIs } from '@/features/records/kind-ui';
import { createStore } from '@/lib/create-store';

/** A certificate type the reprint form offers, with an example number in its series. */
export interface ReprintKind {
  key: RecordKindKey;
  label: string;
  example: string;
}

/** The certificate types a reprint looks for: every registered kind's. */
export function reprintKinds(): ReprintKind[] {
  return kindUIs().map((ui) => ({
    key: ui.manifest.key,
    label: ui.reprintLabel,
    example: `${ui.manifest.certificate.prefix}LA/2026/000001`,
  }));
}

const isKind = (value: unknown): value is RecordKindKey =>
  kindUIs().some((ui) => ui.manifest.key === value);

/**
 * Local storage `reprint` (the spec's reprint store): only the certificate type last looked
 * up, so the form starts there. No number, no name.
 */
export const lastReprintKindStore = createStore<RecordKindKey>(RECORD_KINDS[0], {
  key: 'reprint',
  storage: 'local',
  parse: (stored) => (isKind(stored) ? stored : undefined),
});

/** The record's page, where its certificate is printed and its history shown. */
export function recordHref(kind: RecordKindKey, id: number): string {
  return kindPaths(kindUIOf(kind).manifest).detail.getHref(id);
}

/** What a kind's certificate is called: "Birth certificate". */
export function certificateName(kind: RecordKindKey): string {
  return findKindUI(kind)?.manifest.certificate.name ?? kind;
}
