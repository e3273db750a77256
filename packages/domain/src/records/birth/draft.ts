import type { SupportingDocumentType } from '../../lookups/codes.ts';
import {
  BIRTH_DOCUMENT_SLOT_TYPES,
  type SupportingDocumentRef,
  type SupportingDocumentsFormValues,
} from './documents.ts';
import { DEFAULT_INFORMANT_IDENTITY_MODE, type InformantFormValues } from './informant.ts';
import type { FatherFormValues, MotherFormValues } from './parents.ts';
import {
  BIRTH_VARIANT_PARTS,
  birthFormVariant,
  birthVariantFlags,
  type BirthFormVariant,
} from './steps.ts';
import type { BirthRegistrationDraft, BirthRegistrationSubmission } from './submission.ts';
import {
  fillDraft,
  NIGERIA_FORM_VALUE,
  NO_REGISTRATION_PLACE,
  type RegistrationPlaceValues,
} from '../shared/draft.ts';

export type { RegistrationPlaceValues } from '../shared/draft.ts';

function emptyParent() {
  return {
    surname: '',
    firstname: '',
    middlename: '',
    age: '',
    country: NIGERIA_FORM_VALUE,
    state: '',
    lga: '',
    street_name: '',
    settlement: '',
    marital_status: '',
    nationality: NIGERIA_FORM_VALUE,
    state_of_origin: '',
    lga_of_origin: '',
    ethnic_group: '',
    literacy: '',
    education_level: '',
    nin: '',
    reason_for_no_nin: '',
    tracking_id: '',
    phone: '',
  };
}

function emptyInformant(): InformantFormValues {
  return {
    surname: '',
    firstname: '',
    middlename: '',
    country: NIGERIA_FORM_VALUE,
    state: '',
    lga: '',
    street_name: '',
    settlement: '',
    relationship: '',
    phone: '',
    nin: '',
    tracking_id: '',
    mode_of_identity: DEFAULT_INFORMANT_IDENTITY_MODE,
    signature: '',
    face: '',
  };
}

function emptyDocuments(): SupportingDocumentsFormValues {
  return {
    support_document: null,
    father_passport: null,
    mother_passport: null,
    immunization_card: null,
    lga_birth_certificate: null,
    baptism_card: null,
    id_card: null,
    birth_notification: null,
  };
}

/** A new, empty draft of a variant; parts the variant has no step for are null. */
export function emptyBirthRegistrationDraft(
  variant: BirthFormVariant,
  place: RegistrationPlaceValues = NO_REGISTRATION_PLACE,
): BirthRegistrationDraft {
  const draft: BirthRegistrationDraft = {
    ...birthVariantFlags(variant),
    child: {
      surname: '',
      firstname: '',
      middlename: '',
      childBirthDate: '',
      birth_type: '',
      birth_order: '',
      sex: '',
      place_of_occurrence: '',
      locality: '',
      state_of_birth: '',
      lga_of_birth: '',
      town_of_birth: '',
      settlement: '',
      state_of_origin: '',
      lga: '',
      face: '',
      ...place,
    },
    mother: { ...emptyParent(), maiden_name: '', occupation: '' },
    father: { ...emptyParent(), father_occupation: '' },
    informant: emptyInformant(),
    documents: emptyDocuments(),
    email: '',
  };
  return withVariantParts(draft, variant);
}

/** The draft with the parts its variant has no step for set to null. */
export function withVariantParts(
  draft: BirthRegistrationDraft,
  variant: BirthFormVariant,
): BirthRegistrationDraft {
  const parts = BIRTH_VARIANT_PARTS[variant];
  return {
    ...draft,
    mother: parts.mother ? draft.mother : null,
    father: parts.father ? draft.father : null,
    informant: parts.informant ? draft.informant : null,
    documents: parts.supportingDocuments ? draft.documents : null,
  };
}

const SLOT_OF_TYPE = new Map<SupportingDocumentType, keyof SupportingDocumentsFormValues>(
  Object.entries(BIRTH_DOCUMENT_SLOT_TYPES).map(([slot, type]) => [
    type,
    slot as keyof SupportingDocumentsFormValues,
  ]),
);

/** The payload's document list back in the step's slots (the inverse of `supportingDocumentsToSend`). */
function documentSlotsOf(
  documents: readonly SupportingDocumentRef[],
): SupportingDocumentsFormValues {
  const slots = emptyDocuments();
  for (const document of documents) {
    const slot = SLOT_OF_TYPE.get(document.type);
    const file = { mimeType: document.mimeType, url: document.url };
    if (slot && slot !== 'support_document' && !slots[slot]) slots[slot] = file;
    else if (!slots.support_document) slots.support_document = { ...file, type: document.type };
  }
  return slots;
}

/**
 * A stored record's particulars back as a wizard draft, to correct a queried record: the
 * inverse of `toBirthRegistrationSubmission` (nulls become '', numbers become the selects' text,
 * the document list goes back into its slots, the place of registration into `child`).
 */
export function birthRegistrationDraftFromParticulars(
  particulars: BirthRegistrationSubmission,
): BirthRegistrationDraft {
  const variant = birthFormVariant(particulars);
  const place = fillDraft(NO_REGISTRATION_PLACE, particulars);
  const empty = emptyBirthRegistrationDraft(variant, place);
  return {
    ...empty,
    child: fillDraft(empty.child, particulars.child),
    mother: empty.mother && fillDraft<MotherFormValues>(empty.mother, particulars.mother),
    father: empty.father && fillDraft<FatherFormValues>(empty.father, particulars.father),
    informant: empty.informant && fillDraft(empty.informant, particulars.informant),
    documents: empty.documents && documentSlotsOf(particulars.SupportingDocument ?? []),
    email: particulars.email ?? '',
  };
}
