import { MODIFICATION_DOCUMENT_NAMES, type ModificationDocumentType } from './corrections.ts';

export const MODIFICATION_MESSAGES = {
  certificateNumber: 'Enter the certificate number as printed, e.g. LA/2026/000001.',
  notFound: 'No registered record with this certificate number was found in your area.',
  notRegistered:
    'This record is not registered yet: correct it through its review before approval.',
  modType: 'The modification type does not match this kind of record.',
  modField: 'Choose what is to be corrected.',
  modReason: 'Choose the reason for the correction.',
  modReasonOther: 'Say what the other reason is.',
  comment: 'The comment can be at most 1000 characters.',
  recordId: 'Choose the record to correct.',
  onlyField: (label: string) =>
    `Only the values of "${label}" can be sent with this correction; leave the others empty.`,
  unchanged: 'The corrected values are the same as the registered ones: nothing would change.',
  requesterType: 'Choose who is asking for the correction.',
  requesterName: "Enter the requester's full name.",
  requesterRelationship: "Say how the requester is related to the record's subject.",
  proof: 'Choose how the requester proved their identity.',
  requesterNin: "Enter the requester's NIN (11 digits).",
  documentType: 'Choose the identity document that was seen.',
  documentNumber: "Enter the identity document's number.",
  supportingDocumentType: 'Choose the type of each supporting document.',
  supportingDocuments: 'Attach the supporting documents this correction needs.',
  pendingExists:
    'A correction of this part of the record is already waiting for review: amend that request instead.',
  requested: 'The correction was submitted and waits for approval.',
  resubmitted: 'The correction was amended and waits for approval again.',
  requestNotFound: 'Modification request not found.',
  notPending: 'This modification request is not waiting for review.',
  notQueried: 'Only a queried modification request can be amended.',
  fieldChanged:
    'An amended request corrects the same part of the record; make a new request for another part.',
  approverPermission: (label: string) =>
    `Your role cannot approve a correction of ${label.toLowerCase()}.`,
  ownRequest: 'You submitted this modification request; another officer must review it.',
  notResubmitter: 'Only the officer who made this request, or one of its centre, can amend it.',
  corrected:
    'This part of the record was corrected since the request was made: query the request so that the requester can check the new values.',
  approved: 'The correction was approved and applied to the record.',
  queried: 'The modification request was sent back to the requester.',
  queryReason: 'Give the reason the request is sent back (at least 5 characters).',
  verifiedNamesReason: (label: string) =>
    `${label} was checked with the identity agency (NIN or tracking ID): it can be corrected only on a court order or when the identity agency's record changed.`,
  verifiedNamesAgency:
    "The new names must be the ones the identity agency holds for the person's number.",
  namesMismatch:
    "These names do not match the NIN's record at the identity agency: they can be corrected only to the names it holds.",
  noProof: (officer: string) => `Made without proof of identity; accepted by ${officer}.`,
} as const;

/** "Attach a request letter." / "Attach one of: medical record, school record." */
export function missingDocumentsMessage(sets: readonly (readonly ModificationDocumentType[])[]) {
  return sets
    .map((set) => {
      const names = set.map((type) => MODIFICATION_DOCUMENT_NAMES[type].toLowerCase());
      return set.length === 1 ? `Attach a ${names[0]}.` : `Attach one of: ${names.join(', ')}.`;
    })
    .join(' ');
}
