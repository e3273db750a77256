import type { DeathDocumentType } from '@vitalreg/domain';

/** The Document Upload slots of form B: label and the upload kind of POST /api/documents. */
export const DEATH_DOCUMENT_SLOTS: Record<DeathDocumentType, { label: string; kind: string }> = {
  employers_report: { label: "Employer's report", kind: 'employers_report' },
  next_of_kin_letter: { label: 'Letter from the next of kin', kind: 'next_of_kin' },
  affidavit: { label: 'Affidavit', kind: 'affidavit' },
  // The spec's upload kind keeps its spelling.
  police_report: { label: 'Police report', kind: 'policer_report' },
};
