import { registrationPlaceGroup, type ParticularsLayout } from '../shared/particulars.ts';

/** The parents' step, whose key differs between the forms with and without a NIN. */
const PARENT_STEPS = ['parent_form', 'parents_form'];

/** An attestation's particulars on the record page, preview, certificate and reprint. */
export const attestationParticularsLayout: ParticularsLayout = {
  certificate: {
    title: 'LETTER OF ATTESTATION OF BIRTH',
    statement:
      'This is to attest that the birth of the person described below, not registered at the time, has been declared and entered in the register of attestations of birth.',
  },
  groups: [
    {
      title: 'Particulars of Applicant',
      part: 'applicant',
      steps: ['applicant_form'],
      fields: [
        { label: 'Name', path: 'applicant', format: 'names', certificate: { span: 3 } },
        { label: 'Sex', path: 'applicant.sex', format: 'sex', certificate: true },
        {
          label: 'Date of birth',
          path: 'applicant.date_of_birth',
          format: 'date',
          certificate: true,
        },
        {
          label: 'Marital status',
          path: 'applicant.marital_status',
          format: 'marital_status',
          certificate: true,
        },
        { label: 'NIN', path: 'applicant.nin' },
        {
          label: 'Identity document',
          path: 'applicant.id_type',
          format: 'identity_document_type',
        },
        { label: 'Identity document number', path: 'applicant.id_number' },
        {
          label: 'State of origin',
          path: 'applicant.state_of_origin',
          format: 'state',
          certificate: true,
        },
        {
          label: 'LGA of origin',
          path: 'applicant.lga_of_origin',
          format: 'lga',
          certificate: true,
        },
        { label: 'Town', path: 'applicant.town', certificate: true },
        { label: 'Phone', path: 'applicant.phone' },
        { label: 'Email', path: 'applicant.email' },
      ],
    },
    {
      title: 'Additional Information',
      part: 'information',
      steps: ['information_form'],
      // Where the applicant was born prints with the applicant's particulars.
      certificateSection: 'Particulars of Applicant',
      fields: [
        {
          label: 'Place of birth',
          path: 'information.place_of_birth',
          format: 'place_of_birth',
          certificate: true,
        },
        {
          label: 'State of birth',
          path: 'information.state_of_birth',
          format: 'state',
          certificate: true,
        },
        { label: 'LGA of birth', path: 'information.lga_of_birth', format: 'lga' },
        { label: 'Town of birth', path: 'information.town_of_birth', certificate: true },
        { label: 'Current address', path: 'information.current_address' },
        { label: 'Level of education', path: 'information.education', format: 'education_level' },
        { label: 'Occupation', path: 'information.occupation', format: 'occupation' },
        { label: 'Work address', path: 'information.work_address' },
        {
          label: 'Reason for the application',
          path: 'information.request_reason',
          format: 'late_application_reason',
        },
        { label: 'Required for', path: 'information.required_for', format: 'attestation_purpose' },
        { label: 'Address of the request', path: 'information.address_of_request' },
        { label: 'Country', path: 'information.country', format: 'country' },
      ],
    },
    {
      title: 'Particulars of Father',
      part: 'parents.father',
      optional: true,
      steps: PARENT_STEPS,
      certificateSection: 'Particulars of Parents',
      fields: [
        {
          label: 'Name',
          path: 'parents.father',
          format: 'names',
          certificate: { label: 'Father', span: 3 },
        },
        { label: 'State', path: 'parents.father.state', format: 'state' },
        { label: 'LGA', path: 'parents.father.lga', format: 'lga' },
        { label: 'Town', path: 'parents.father.town' },
      ],
    },
    {
      title: 'Particulars of Mother',
      part: 'parents.mother',
      optional: true,
      steps: PARENT_STEPS,
      certificateSection: 'Particulars of Parents',
      fields: [
        {
          label: 'Name',
          path: 'parents.mother',
          format: 'names',
          certificate: { label: 'Mother', span: 2 },
        },
        {
          label: 'Maiden name',
          path: 'parents.mother.maiden_name',
          certificate: { label: "Mother's maiden name" },
        },
        { label: 'State', path: 'parents.mother.state', format: 'state' },
        { label: 'LGA', path: 'parents.mother.lga', format: 'lga' },
        { label: 'Town', path: 'parents.mother.town' },
      ],
    },
    {
      title: "Parent's signature",
      steps: PARENT_STEPS,
      fields: [
        { label: 'How the parent signed', path: 'parents.signature_mode', format: 'identityMode' },
      ],
    },
    {
      title: 'Attestation fee',
      fields: [
        { label: 'Payment reference', path: 'reference' },
        { label: 'Fee waiver number', path: 'waiver_id' },
      ],
    },
    registrationPlaceGroup(['information_form']),
  ],
  reprint: {
    subject: 'Applicant',
    names: { path: 'applicant', format: 'names' },
    dateOfBirth: { path: 'applicant.date_of_birth', format: 'date' },
    event: { label: 'Date of birth', path: 'applicant.date_of_birth', format: 'date' },
    sex: { path: 'applicant.sex', format: 'sex' },
    stateOfOrigin: { path: 'applicant.state_of_origin', format: 'state' },
    country: { path: 'information.country', format: 'country' },
    lga: { path: 'applicant.lga_of_origin', format: 'lga' },
    mother: { path: 'parents.mother', format: 'names' },
    father: { path: 'parents.father', format: 'names' },
    face: { path: 'applicant.face' },
  },
};
