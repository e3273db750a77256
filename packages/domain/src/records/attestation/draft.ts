import { NIGERIA_COUNTRY_CODE } from '../../constants.ts';
import { defaultApplicantDateOfBirth } from '../../validation/dates.ts';
import {
  emptyStringsToNull,
  optionalFieldsToNull,
  trimNames,
} from '../../validation/transforms.ts';
import { fillDraft, NO_REGISTRATION_PLACE, type RegistrationPlaceValues } from '../shared/draft.ts';
import { DEFAULT_SIGNATURE_MODE } from '../shared/signature.ts';
import type { AttestationApplicantFormValues } from './applicant.ts';
import type {
  AttestationDocumentsFormValues,
  AttestationInformationFormValues,
} from './information.ts';
import type { AttestationParentsFormValues } from './parents.ts';
import type { AttestationPaymentFormValues } from './step-schemas.ts';
import type { AttestationFormVariant } from './steps.ts';
import type { AttestationSubmission, AttestationSubmissionInput } from './submission.ts';

/**
 * The attestation wizard's draft (session storage): each step's raw form values ('' when
 * empty). The place of registration is entered on Additional Information, so it sits in
 * `information`; the payment (Information Preview) in `payment`.
 */
export interface AttestationDraft {
  form: AttestationFormVariant;
  applicant: AttestationApplicantFormValues;
  information: AttestationInformationFormValues;
  parents: AttestationParentsFormValues;
  /** Document Upload of the form without a NIN (the affidavit); null on the form with one. */
  documents: AttestationDocumentsFormValues | null;
  payment: AttestationPaymentFormValues;
}

const parentPlace = () => ({ state: '', lga: '', town: '' });

/** A new, empty draft of a form; the date of birth defaults to 18 years before today. */
export function emptyAttestationDraft(
  form: AttestationFormVariant,
  place: RegistrationPlaceValues = NO_REGISTRATION_PLACE,
  now: Date = new Date(),
): AttestationDraft {
  return {
    form,
    applicant: {
      nin: '',
      surname: '',
      firstname: '',
      middlename: '',
      sex: '',
      date_of_birth: defaultApplicantDateOfBirth(now),
      marital_status: '',
      state_of_origin: '',
      lga_of_origin: '',
      town: '',
      phone: '',
      email: '',
      face: '',
      id_type: '',
      id_number: '',
    },
    information: {
      place_of_birth: '',
      state_of_birth: '',
      lga_of_birth: '',
      town_of_birth: '',
      current_address: '',
      education: '',
      occupation: '',
      work_address: '',
      request_reason: '',
      required_for: '',
      address_of_request: '',
      country: String(NIGERIA_COUNTRY_CODE),
      ...place,
    },
    parents: {
      father: { surname: '', firstname: '', middlename: '', ...parentPlace() },
      mother: { surname: '', firstname: '', middlename: '', maiden_name: '', ...parentPlace() },
      signature_mode: DEFAULT_SIGNATURE_MODE,
      signature: '',
      support_document: null,
    },
    documents: form === 'without_nin' ? { affidavit: null } : null,
    payment: { reference: '', waiver_id: null, paid_with_record: false },
  };
}

const NAMES = ['surname', 'firstname', 'middlename'] as const;

/** The payment the submission offers: a reference or a granted waiver, never an empty key. */
function paymentOf(payment: AttestationPaymentFormValues) {
  const reference = payment.reference?.trim();
  if (reference) return { reference };
  return payment.waiver_id ? { waiver_id: payment.waiver_id } : {};
}

/**
 * The spec's before-sending transforms (section 5): empty strings become null, names are
 * trimmed, optional texts are null when empty, the place of registration moves to the top
 * level; the NIN is sent only on the form with one and the affidavit only on the form without.
 * It does not validate.
 */
export function toAttestationSubmission(draft: AttestationDraft): AttestationSubmissionInput {
  const clean = emptyStringsToNull(draft);
  const withNin = clean.form === 'with_nin';
  const { registration_state, registration_lga, Reg_Center, ...information } = clean.information;
  const { father, mother, ...parents } = clean.parents;
  return {
    record_type: 'attestation',
    applicant: {
      ...optionalFieldsToNull(trimNames(clean.applicant, NAMES), [
        'middlename',
        'email',
        'id_number',
      ]),
      nin: withNin ? clean.applicant.nin : null,
    },
    information: optionalFieldsToNull(information, ['work_address']),
    parents: {
      ...parents,
      // A mode says how the signature was given: none without one.
      signature_mode: parents.signature ? (parents.signature_mode ?? null) : null,
      father: optionalFieldsToNull(trimNames(father, NAMES), ['middlename']),
      mother: optionalFieldsToNull(trimNames(mother, [...NAMES, 'maiden_name']), ['middlename']),
    },
    affidavit: withNin ? null : (clean.documents?.affidavit ?? null),
    registration_state,
    registration_lga,
    Reg_Center,
    ...paymentOf(draft.payment),
  } as AttestationSubmissionInput;
}

/**
 * A stored attestation back as a wizard draft, to correct a queried record: the inverse of
 * `toAttestationSubmission` (nulls become '', numbers the selects' text). The form is the one
 * it was captured on (a NIN means the form with one); its fee was paid with the record.
 */
export function attestationDraftFromParticulars(
  particulars: AttestationSubmission | AttestationSubmissionInput,
): AttestationDraft {
  const form: AttestationFormVariant = particulars.applicant.nin ? 'with_nin' : 'without_nin';
  const empty = emptyAttestationDraft(form, fillDraft(NO_REGISTRATION_PLACE, particulars));
  return {
    form,
    applicant: fillDraft(empty.applicant, particulars.applicant),
    information: fillDraft(empty.information, particulars.information),
    parents: fillDraft(empty.parents, particulars.parents),
    documents: empty.documents && { affidavit: particulars.affidavit ?? null },
    payment: {
      reference: particulars.reference ?? '',
      waiver_id: particulars.waiver_id ?? null,
      paid_with_record: true,
    },
  };
}
