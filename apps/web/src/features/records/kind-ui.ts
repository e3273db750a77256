import type { RecordKindManifest } from '@vitalreg/domain';
import type { ComponentType } from 'react';
import type { RecordWizardKind } from './components/wizard/record-wizard-kind';
import type { RecordKindView } from './types';

/**
 * The wizard draft of each kind by key. Each kind's folder adds its own entry (declaration
 * merging), so the engine names no kind.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RecordDrafts {}

/** How a kind's draft is sent: the domain's before-sending transform and the form's path. */
export interface KindSubmission {
  toSubmission(draft: never): object;
  /** Where a new record of this draft's form is posted, if not `/{apiPath}/add`. */
  addPath?(draft: never): string;
}

/** A lazily loaded page: the module's default export is the page. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** One of a kind's registration forms, at `/dashboard/{section}/{path}`. */
export interface KindWizard {
  /** The path under the kind's section: `register/claimed`. */
  path: string;
  /** The page title: "New Birth Registration". */
  title: string;
  page: PageLoader;
}

/** How a record queued on this device reads in the Offline registrations view. */
export interface KindOutbox {
  /** The name a queued draft is listed by (child, deceased, a stillbirth's mother). */
  nameOf(draft: unknown): string;
  /** Shown when the draft has no name yet: "Child not named". */
  unnamed: string;
  /** "Delete this child?": "this child". */
  thisOne: string;
  /** "… is not another child": "another child". */
  another: string;
  /** The kind's wizard, to open a queued record in it. */
  wizard(): Promise<RecordWizardKind<never>>;
}

/**
 * What the web app knows of one record kind, declared once in the kind's folder
 * (`features/<kind>/index.ts`) and registered by the app (`app/kinds.ts`). It holds only words,
 * paths and lazy imports, so the sidebar, router and top bar can read it without loading the
 * kind's screens or schemas.
 */
export interface KindUI {
  manifest: RecordKindManifest;
  /** The section's sidebar entry and page title (spec section 2): "Birth Registration". */
  sectionTitle: string;
  /** The sidebar entry's icon, loaded with the sidebar (the app's first chunk stays small). */
  icon: () => Promise<{ default: ComponentType }>;
  /** The kind's records in running text: "births", "stillbirths". */
  plural: string;
  /** Where the sidebar lists the section among the others (see `features/dashboard/sections.ts`). */
  navOrder: number;
  /** One record's page title: "Birth Registration", "Still Birth". */
  recordTitle: string;
  /**
   * The first is the section's "new" page (its title is the top bar's link: "New Birth
   * Registration"); more are reached from the kind's own links.
   */
  wizards: readonly [KindWizard, ...KindWizard[]];
  /** The list and record screens' description of the kind (`RecordKindView`). */
  view(): Promise<RecordKindView>;
  /** How a draft is sent (loaded with the first submission). */
  submission(): Promise<KindSubmission>;
  /** The page that reopens a queried record in its wizard (`…/{id}/edit`). */
  edit: PageLoader;
  /** The kind's links above its list (other forms), when it has any. */
  listActions?: () => Promise<{ default: ComponentType }>;
  /** A kind the outbox holds (its manifest is `queueable`): how queued records read. */
  outbox?: KindOutbox;
  /** The verification page's label of the event's date: "Date of delivery". */
  eventLabel: string;
  /** The reprint form's certificate type: "Birth". */
  reprintLabel: string;
  /**
   * Modifications: how long a found certificate's number stays on screen before its validation
   * page opens (the spec's 1000 ms for attestations); at once when not given.
   */
  modificationRedirectMs?: number;
}

/** A kind's web declaration, checked where it is written. */
export const defineKindUI = (ui: KindUI): KindUI => ui;

let registered: readonly KindUI[] = [];

/**
 * Sets the kinds the app serves, in the registry's order (the review queue's filter order).
 * Called once at start-up (`main.tsx`, the tests' setup) with `app/kinds.ts`.
 */
export function registerKindUIs(kinds: readonly KindUI[]): void {
  registered = kinds;
}

/** Every registered kind. */
export function kindUIs(): readonly KindUI[] {
  return registered;
}

/** The registered kind of `key`, if any (a kind named by a server or a signed paper). */
export function findKindUI(key: string): KindUI | undefined {
  return registered.find((ui) => ui.manifest.key === key);
}

/** The registered kind of `key`; throws for an unknown kind (a programming error). */
export function kindUIOf(key: string): KindUI {
  const kind = findKindUI(key);
  if (!kind) throw new Error(`No record kind "${key}" is registered.`);
  return kind;
}

/** A kind's routes under `/dashboard/{section}`: list, record, correction, offline queue. */
export function kindPaths(manifest: Pick<RecordKindManifest, 'section'>) {
  const section = `/dashboard/${manifest.section}`;
  return {
    path: section,
    wizard: (path: string) => `${section}/${path}`,
    detail: {
      path: `${section}/:id`,
      getHref: (id: number) => `${section}/${id}`,
    },
    edit: {
      path: `${section}/:id/edit`,
      getHref: (id: number) => `${section}/${id}/edit`,
    },
    offline: {
      path: `${section}/offline`,
      record: {
        path: `${section}/offline/:clientId`,
        getHref: (clientId: string) => `${section}/offline/${encodeURIComponent(clientId)}`,
      },
    },
  };
}

type Named = { surname?: unknown; firstname?: unknown; middlename?: unknown } | null | undefined;

/** "Surname Firstname Middlename" of a draft's person, parts trimmed, missing parts left out. */
export function personName(person: Named): string {
  if (!person) return '';
  return [person.surname, person.firstname, person.middlename]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
}
