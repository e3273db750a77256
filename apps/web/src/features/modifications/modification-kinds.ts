import {
  fieldsApprovableBy,
  hasAnyPermission,
  modificationPermissions,
  RECORD_TYPE_PICKER,
  recordKindOf,
  type KindCorrections,
  type ParticularsLayout,
  type Permission,
  type RecordKindKey,
  type RecordKindManifest,
} from '@vitalreg/domain';
import { findKindUI, kindPaths, kindUIs, type KindUI } from '@/features/records/kind-ui';

/** A record kind that may be corrected, as the modification screens read it. */
export interface ModificationKind {
  key: RecordKindKey;
  /** The record type picker's name (spec section 2): "Birth Certificate". */
  label: string;
  manifest: RecordKindManifest;
  corrections: KindCorrections;
  /** How the kind's particulars are grouped and printed (the record page's layout). */
  layout: ParticularsLayout;
  /** `/api/modification/{apiPath}`. */
  apiPath: string;
  /** How long a found certificate stays on screen before its validation page opens. */
  redirectMs: number;
  /** A number of the kind's series, as the lookup's hint: "DC/LA/2026/000001". */
  numberExample: string;
}

let cache: { source: readonly KindUI[]; kinds: ModificationKind[] } | undefined;

/**
 * The kinds a modification corrects, in the record type picker's order: the registered kinds
 * whose declaration says what of them may be corrected.
 */
export function modificationKinds(): readonly ModificationKind[] {
  const source = kindUIs();
  if (cache?.source === source) return cache.kinds;
  const kinds = RECORD_TYPE_PICKER.flatMap((option): ModificationKind[] => {
    const ui = findKindUI(option.value);
    if (!ui) return [];
    const declaration = recordKindOf(ui.manifest.key);
    if (!declaration.corrections) return [];
    return [
      {
        key: ui.manifest.key,
        label: option.name,
        manifest: ui.manifest,
        corrections: declaration.corrections,
        layout: declaration.particulars,
        apiPath: ui.manifest.apiPath,
        redirectMs: ui.modificationRedirectMs ?? 0,
        numberExample: `${ui.manifest.certificate.prefix}LA/2026/000001`,
      },
    ];
  });
  cache = { source, kinds };
  return kinds;
}

export function findModificationKind(key: string | undefined): ModificationKind | undefined {
  return modificationKinds().find((kind) => kind.key === key);
}

/** The kind whose validation page lives at `/dashboard/modifications/{validationPath}/…`. */
export function modificationKindByPath(validationPath: string | undefined) {
  return modificationKinds().find((kind) => kind.corrections.validationPath === validationPath);
}

/** The kinds whose requests the user may list (each step of the policy needs the kind's list). */
export function listableKinds(permissions: readonly string[]): ModificationKind[] {
  return modificationKinds().filter((kind) =>
    hasAnyPermission(permissions, kind.manifest.permissions.list),
  );
}

/** Whether the access policy lets the user ask for a correction of the kind's records. */
export function mayRequestCorrection(
  permissions: readonly string[],
  kind: ModificationKind,
): boolean {
  const [first] = kind.corrections.fields;
  if (!first) return false;
  return modificationPermissions('request', {
    kind: { permissions: kind.manifest.permissions },
    approver: first.rule.approver,
  }).every((set) => hasAnyPermission(permissions, set));
}

/** The kinds of which the user may approve some correction (the review queue's). */
export function reviewableKinds(permissions: readonly string[]): ModificationKind[] {
  return listableKinds(permissions).filter(
    (kind) => fieldsApprovableBy(permissions, kind.corrections).length > 0,
  );
}

/** Every permission that approves a correction of some kind's field. */
export function approverPermissions(): Permission[] {
  const approvers = modificationKinds().flatMap((kind) =>
    kind.corrections.fields.map((field) => field.rule.approver),
  );
  return [...new Set(approvers)];
}

/** The record's page, where its (new) certificate is printed and its history shown. */
export function recordHref(kind: ModificationKind, id: number): string {
  return kindPaths(kind.manifest).detail.getHref(id);
}
