import { hasAnyPermission, type Permission } from './permissions.ts';

/**
 * Reads of personal data (docs/record-reads.md): the API records every answered read of a
 * record's particulars, certificate or documents, every look-up and every list with names, so
 * a probe leaves a trace. Which routes are such reads is said once, by their rows in the route
 * table (`read` in route-access.ts).
 */

/**
 * What a read showed: a record, a certificate PDF, a certificate's particulars (an officer's
 * check of a paper by its code), a document, a look-up, a list with names.
 */
export const PERSONAL_READS = [
  'record',
  'certificate',
  'certificate_particulars',
  'document',
  'reprint_lookup',
  'modification_lookup',
  'list',
] as const;
export type PersonalRead = (typeof PERSONAL_READS)[number];

/** The reads of one record (a list names none), as the record's history shows them. */
export const RECORD_VIEWS = PERSONAL_READS.filter(
  (read): read is Exclude<PersonalRead, 'list'> => read !== 'list',
);
export type RecordView = (typeof RECORD_VIEWS)[number];

/** How a list was asked for: its area (and status), other filters, or a name search. */
export const LIST_READ_QUERIES = ['area', 'filter', 'search'] as const;
export type ListReadQuery = (typeof LIST_READ_QUERIES)[number];

/** Who sees, in a record's history, who read it (DCR, state director, national roles, admin). */
export const RECORD_READS_PERMISSIONS: readonly Permission[] = ['Can_See_Record_Reads'];

/** Whether the actor sees the reads of the records they open. */
export function maySeeRecordReads(actor: { permissions: readonly string[] }): boolean {
  return hasAnyPermission(actor.permissions, RECORD_READS_PERMISSIONS);
}
