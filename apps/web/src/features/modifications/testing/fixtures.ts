import type { ModificationEntry, ModificationLookup } from '@vitalreg/domain';

/** A birth as registered, as `GET /modification/birth-registration/cert/{number}` answers it. */
export function birthLookup(overrides: Partial<ModificationLookup> = {}): ModificationLookup {
  const child = {
    surname: 'Okafor',
    firstname: 'Chidi',
    middlename: 'Emeka',
    childBirthDate: '2026-11-01',
    sex: 1,
    face: 'face/child-123456789012.png',
  };
  return {
    record_id: 5,
    kind: 'birth',
    reference: 'BR-LA-2026-000005',
    certificate_number: 'LA/2026/000001',
    status: 'printed',
    event_date: '2026-11-01',
    approved_at: '2026-11-10T09:00:00.000Z',
    registration: { centre: 'Ikeja Registration Centre', lga: 'Ikeja', state: 'Lagos' },
    particulars: {
      child,
      mother: { surname: 'Okafor', firstname: 'Ngozi', middlename: null },
      father: { surname: 'Okafor', firstname: 'Obinna', middlename: null },
    },
    photo: child.face,
    version: 1,
    open_requests: [],
    childData: child,
    ...overrides,
  };
}

/** A pending correction of a child's name, as lists and `GET …/single/{id}` answer it. */
export function childNameEntry(overrides: Partial<ModificationEntry> = {}): ModificationEntry {
  return {
    id: 31,
    kind: 'birth',
    mod_type: 'birth-mod',
    mod_field: 'child_name',
    mod_field_label: "Child's name",
    status: 'pending',
    record_id: 5,
    record_reference: 'BR-LA-2026-000005',
    certificate_number: 'LA/2026/000001',
    subject: 'Okafor Chidi Emeka',
    mod_reason: 'clerical_error',
    mod_reason_other: null,
    comment: 'Misspelt at registration.',
    requester: {
      type: 'parent',
      name: 'Ngozi Okafor',
      relationship: 'Mother',
      proof: 'none',
      nin: null,
      document_type: null,
      document_number: null,
      note: 'Made without proof of identity; accepted by Demo registra.',
    },
    supporting_documents: [
      { type: 'request-letter', mimeType: 'application/pdf', url: 'support_document/letter-1.pdf' },
      {
        type: 'date-of-birth-affidavit',
        mimeType: 'application/pdf',
        url: 'support_document/affidavit-1.pdf',
      },
    ],
    changes: [
      { name: 'child_surname', label: 'Surname', before: 'Okafor', after: 'Okafor' },
      { name: 'child_firstname', label: 'First name', before: 'Chidi', after: 'Chidinma' },
      { name: 'child_middlename', label: 'Middle name', before: 'Emeka', after: 'Emeka' },
    ],
    approver: 'Can_Approve_Modification',
    approver_title: 'DCR or State Director',
    payment_reference: 'SBX-PAID-MOD',
    waived: false,
    requested_by: { id: 7, name: 'Demo registra' },
    requested_at: '2026-11-20T09:00:00.000Z',
    query_reason: null,
    queried_by: null,
    queried_at: null,
    approved_by: null,
    approved_at: null,
    version: null,
    allowed_actions: [],
    ...overrides,
  };
}

export const listOf = (result: ModificationEntry[]) => ({
  pagination: { page: 1, limit: 20, total: result.length, pages: 1 },
  result,
});

export const STATS = { pending: 1, queried: 0, approved: 0, total: 1 };
