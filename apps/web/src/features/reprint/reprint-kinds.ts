import { RECORD_KINDS, recordKindOf, type RecordKindKey } from '@vitalreg/domain';
import { paths } from '@/config/paths';
import { createStore } from '@/lib/create-store';

const LABELS: Record<RecordKindKey, string> = {
  birth: 'Birth',
  death: 'Death',
  stillbirth: 'Stillbirth',
  attestation: 'Attestation',
};

/**
 * The certificate types a reprint looks for, as the form offers them: every kind's, with an
 * example number in its series (the kind's certificate prefix).
 */
export const REPRINT_KINDS: readonly { key: RecordKindKey; label: string; example: string }[] =
  RECORD_KINDS.map((key) => ({
    key,
    label: LABELS[key],
    example: `${recordKindOf(key).certificate.prefix}LA/2026/000001`,
  }));

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
