import {
  educationFields,
  identityFields,
  originFields,
  registrationPlaceGroup,
  residenceFields,
  type ParticularsLayout,
} from '../shared/particulars.ts';

/** A death's particulars on the record page, the preview, the certificate and the reprint. */
export const deathParticularsLayout: ParticularsLayout = {
  certificate: {
    title: 'CERTIFICATE OF DEATH',
    statement:
      'This is to certify that the death described below has been registered in the register of deaths.',
  },
  groups: [
    {
      title: 'Particulars of Deceased',
      part: 'deceased',
      steps: ['deceased_form'],
      fields: [
        { label: 'Name', path: 'deceased', format: 'names', certificate: { span: 3 } },
        { label: 'Sex', path: 'deceased.sex', format: 'sex', certificate: true },
        {
          label: 'Date of birth',
          path: 'deceased.date_of_birth',
          format: 'date',
          certificate: true,
        },
        {
          label: 'Date of death',
          path: 'deceased.date_of_death',
          format: 'date',
          certificate: true,
        },
        {
          label: 'Age at death',
          path: 'deceased.age_at_death',
          format: 'ageAtDeath',
          certificate: true,
        },
        { label: 'Place of death', path: 'deceased.place_of_death', certificate: { span: 2 } },
        { label: 'Village', path: 'deceased.village' },
        {
          label: 'Cause of death',
          path: 'deceased.cause_of_death',
          format: 'cause_of_death',
          certificate: { span: 2 },
        },
        { label: 'Certified by a doctor', path: 'deceased.certified_by_doctor', format: 'yes_no' },
        {
          label: 'Marital status',
          path: 'deceased.marital_status',
          format: 'marital_status',
          certificate: true,
        },
        { label: 'Occupation', path: 'deceased.occupation', format: 'occupation' },
        ...identityFields('deceased'),
        ...residenceFields('deceased'),
        ...originFields('deceased', ['nationality', 'state_of_origin', 'lga_of_origin']),
        ...educationFields('deceased'),
      ],
    },
    {
      // Form A's: the deceased was under five.
      title: 'Particulars of Mother',
      part: 'mother',
      optional: true,
      steps: ['mother_form'],
      fields: [
        { label: 'Name', path: 'mother', format: 'names', certificate: { span: 3 } },
        ...identityFields('mother'),
        { label: 'Phone', path: 'mother.phone' },
        ...residenceFields('mother'),
        ...originFields('mother'),
      ],
    },
    {
      title: 'Particulars of Informant',
      part: 'informant',
      optional: true,
      steps: ['informant_form'],
      fields: [
        { label: 'Name', path: 'informant', format: 'names', certificate: { span: 3 } },
        {
          label: 'Relationship with the deceased',
          path: 'informant.relationship',
          format: 'death_informant_relationship',
        },
        { label: 'Phone', path: 'informant.phone' },
        { label: 'NIN', path: 'informant.nin' },
        { label: 'Tracking ID', path: 'informant.tracking_id' },
        ...residenceFields('informant'),
        {
          label: 'How the informant signed',
          path: 'informant.mode_of_identity',
          format: 'identityMode',
          certificate: { label: 'Informant signed', span: 3 },
        },
      ],
    },
    registrationPlaceGroup(['deceased_form']),
  ],
  reprint: {
    subject: 'Deceased',
    names: { path: 'deceased', format: 'names' },
    dateOfBirth: { path: 'deceased.date_of_birth', format: 'date' },
    event: { label: 'Date of death', path: 'deceased.date_of_death', format: 'date' },
    sex: { path: 'deceased.sex', format: 'sex' },
    stateOfOrigin: { path: 'deceased.state_of_origin', format: 'state' },
    country: { path: 'deceased.country', format: 'country' },
    lga: { path: 'deceased.lga_of_origin', format: 'lga' },
    mother: { path: 'mother', format: 'names' },
  },
};
