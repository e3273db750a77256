import type { RecordKindKey } from '@vitalreg/domain';
import { paths } from '@/config/paths';
import { createStore } from '@/lib/create-store';

/** The certificate types a reprint looks for, as the form offers them. */
export const REPRINT_KINDS: readonly { key: RecordKindKey; label: string; example: string }[] = [
  { key: 'birth', label: 'Birth', example: 'LA/2026/000001' },
  { key: 'death', label: 'Death', example: 'DC/LA/2026/000001' },
  { key: 'stillbirth', label: 'Stillbirth', example: 'SB/LA/2026/000001' },
];

const isKind = (value: unknown): value is RecordKindKey =>
  REPRINT_KINDS.some((kind) => kind.key === value);

/**
 * Local storage `reprint` (the spec's reprint store): only the certificate type last looked
 * up, so the form starts there. No number, no name.
 */
export const lastReprintKindStore = createStore<RecordKindKey>('birth', {
  key: 'reprint',
  storage: 'local',
  parse: (stored) => (isKind(stored) ? stored : undefined),
});

/** The record's page, where its certificate is printed and its history shown. */
export function recordHref(kind: RecordKindKey, id: number): string {
  const sections = {
    birth: paths.dashboard.birthRegistrations,
    death: paths.dashboard.deathRegistrations,
    stillbirth: paths.dashboard.stillBirths,
    attestation: paths.dashboard.birthAttestations,
  } as const;
  return sections[kind].detail.getHref(id);
}
