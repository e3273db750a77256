import type {
  ApplicationStatus,
  Permission,
  RecordAction,
  RecordHistoryEntry,
  RecordKindKey,
  RecordTimingFlags,
} from '@vitalreg/domain';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { RecordPaths } from './record-paths';

/** The fields every kind's list summary carries (the kind adds its own, e.g. `child`). */
export interface RecordSummary {
  id: number;
  /** The human reference shown to staff and on the acknowledgement slip. */
  reference: string;
  status: ApplicationStatus;
  centre: { id: number; name: string };
  captured_by: { id: number; name: string };
  /** ISO date-times. */
  created_at: string;
  updated_at: string;
  certificate_number: string | null;
  /** The reason of the latest query while the record is queried, else null. */
  query_reason: string | null;
}

/** `GET /api/{apiPath}/{id}`: the summary, the particulars as submitted, flags and history. */
export type RecordDetail<S extends RecordSummary = RecordSummary, P = unknown> = S & {
  particulars: P;
  flags: RecordTimingFlags;
  history: RecordHistoryEntry[];
  /** What the caller may do to the record now (the API's access policy). */
  allowed_actions: RecordAction[];
};

/** A stored file of a record, named for the reader. */
export interface RecordFileEntry {
  key: string;
  label: string;
  mimeType?: string;
}

/** A column of the kind's own between Status and Centre in the records table. */
export interface RecordColumn<S extends RecordSummary> {
  header: string;
  cell(row: S): ReactNode;
  nowrap?: boolean;
}

/**
 * How the web app shows one record kind of the engine (`packages/domain/src/records/<kind>`):
 * its API paths, words, routes and permissions, and how a summary and a record read. The shared
 * record screens (list, detail, review queue) take one of these.
 */
export interface RecordKindView<
  S extends RecordSummary = RecordSummary,
  D extends RecordDetail<S> = RecordDetail<S>,
> {
  key: RecordKindKey;
  /** The first part of every query-cache key of the kind; invalidate it after a submission. */
  queryKey: string;
  /** `/api/{apiPath}/list/{page}`, `/api/{apiPath}/{id}`. */
  apiPath: string;
  /** `/api/dcr/registrations/{reviewPath}`. */
  reviewPath: string;
  /** Headings, the table's name and the back link: "Birth registrations". */
  plural: string;
  /** In running text: "birth registration". */
  singular: string;
  /** The review queue's kind filter: "Births". */
  filterLabel: string;
  paths: RecordPaths;
  /** Who may open (see) and list the kind's records: any one of each set. */
  permissions: { see: readonly Permission[]; list: readonly Permission[] };
  summarySchema: z.ZodType<S>;
  detailSchema: z.ZodType<D>;
  /** The approval answer's name for the certificate number besides `certificate_number`. */
  certificateField?: string;
  /** The record's subject as its heading and the table's first name: "Adeyemi Oluwaseun". */
  subjectName(row: S): string;
  /** The kind's own columns of the records table (after the reference and the status). */
  columns: readonly RecordColumn<S>[];
  /** A phone card's line after the reference: "born 10 Nov 2026". */
  eventPhrase(row: S): string;
  /** A phone card's second line ("Mother: Adeyemi Folake"), or null. */
  cardLine(row: S): string | null;
  /** The review queue's line: "Born 10 Nov 2026 · Mother Adeyemi Folake". */
  queueLine(row: S): string;
  /** The record heading's descriptions after the reference: ["Claimed", "Birth notification"]. */
  descriptors(row: S): string[];
  /** What the late-registration flags say on the record's page. */
  lateNotice: { late: string; overFiveYears: string };
  /** The record's particulars as groups of named values (the kind's own view). */
  Particulars(props: { record: D }): ReactNode;
  /**
   * The record's stored files: captures (faces, signatures) and supporting documents; absent
   * for a kind that stores none.
   */
  recordFiles?(particulars: unknown): { captures: RecordFileEntry[]; documents: RecordFileEntry[] };
}

/**
 * A queue of the review page besides the kinds' records (pending modification requests): its
 * filter chip, who sees it, and the queue itself, whose heading carries `titleId`.
 */
export interface ReviewQueueView {
  key: string;
  label: string;
  /** Shown to holders of any of these. */
  permissions: readonly Permission[];
  Queue: ComponentType<{ titleId: string }>;
}
