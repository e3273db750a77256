import {
  educationFields,
  identityFields,
  originFields,
  registrationPlaceGroup,
  residenceFields,
  type ParticularField,
  type ParticularsLayout,
} from '../shared/particulars.ts';

/** What the mother's and the father's steps both ask, after the names and age. */
function parentFields(parent: string, occupationPath: string): ParticularField[] {
  return [
    { label: 'Marital status', path: `${parent}.marital_status`, format: 'marital_status' },
    ...identityFields(parent),
    { label: 'Phone', path: `${parent}.phone` },
    ...residenceFields(parent),
    ...originFields(parent, ['nationality', 'state_of_origin']),
    ...educationFields(parent),
    { label: 'Occupation', path: occupationPath, format: 'occupation' },
  ];
}

/** A birth's particulars on the record page, the preview, the certificate and the reprint. */
export const birthParticularsLayout: ParticularsLayout = {
  certificate: {
    title: 'CERTIFICATE OF BIRTH',
    statement:
      'This is to certify that the birth described below has been registered in the register of births.',
  },
  groups: [
    {
      title: 'Particulars of Child',
      part: 'child',
      steps: ['child_form'],
      fields: [
        { label: 'Name', path: 'child', format: 'names', certificate: { span: 3 } },
        { label: 'Date of birth', path: 'child.childBirthDate', format: 'date', certificate: true },
        { label: 'Sex', path: 'child.sex', format: 'sex', certificate: true },
        {
          label: 'Type of birth',
          path: 'child.birth_type',
          format: 'birth_type',
          certificate: true,
        },
        { label: 'Birth order', path: 'child.birth_order' },
        {
          label: 'Place of occurrence',
          path: 'child.place_of_occurrence',
          format: 'place_of_birth',
          certificate: { label: 'Place of birth' },
        },
        { label: 'Locality', path: 'child.locality', format: 'residence_type' },
        {
          label: 'State of birth',
          path: 'child.state_of_birth',
          format: 'state',
          certificate: true,
        },
        { label: 'LGA of birth', path: 'child.lga_of_birth', format: 'lga', certificate: true },
        { label: 'Town of birth', path: 'child.town_of_birth', certificate: true },
        { label: 'Settlement / village', path: 'child.settlement' },
        { label: 'State of origin', path: 'child.state_of_origin', format: 'state' },
        { label: 'LGA of origin', path: 'child.lga', format: 'lga' },
      ],
    },
    {
      title: 'Particulars of Mother',
      part: 'mother',
      optional: true,
      steps: ['mother_form'],
      fields: [
        { label: 'Name', path: 'mother', format: 'names', certificate: { span: 2 } },
        { label: 'Maiden name', path: 'mother.maiden_name', certificate: true },
        {
          label: 'Age',
          path: 'mother.age',
          format: 'years',
          certificate: { label: 'Age at birth' },
        },
        ...parentFields('mother', 'mother.occupation'),
      ],
    },
    {
      title: 'Particulars of Father',
      part: 'father',
      optional: true,
      steps: ['father_form'],
      fields: [
        { label: 'Name', path: 'father', format: 'names', certificate: { span: 2 } },
        { label: 'Age', path: 'father.age', format: 'years' },
        ...parentFields('father', 'father.father_occupation'),
      ],
    },
    {
      title: 'Particulars of Informant',
      part: 'informant',
      optional: true,
      steps: ['informant_form'],
      fields: [
        { label: 'Name', path: 'informant', format: 'names' },
        {
          label: 'Relationship with child',
          path: 'informant.relationship',
          format: 'informant_relationship',
        },
        { label: 'Phone', path: 'informant.phone' },
        { label: 'NIN', path: 'informant.nin' },
        { label: 'Tracking ID', path: 'informant.tracking_id' },
        ...residenceFields('informant'),
        {
          label: 'Mode of identity',
          path: 'informant.mode_of_identity',
          format: 'identityMode',
          certificate: { label: 'Informant identified by', span: 3 },
        },
      ],
    },
    // The place of registration is asked on the child's step.
    registrationPlaceGroup(['child_form']),
  ],
  reprint: {
    subject: 'Child',
    names: { path: 'child', format: 'names' },
    dateOfBirth: { path: 'child.childBirthDate', format: 'date' },
    event: { label: 'Date of birth', path: 'child.childBirthDate', format: 'date' },
    sex: { path: 'child.sex', format: 'sex' },
    stateOfOrigin: { path: 'child.state_of_origin', format: 'state' },
    country: { path: 'child.state_of_birth', format: 'countryOfState' },
    lga: { path: 'child.lga', format: 'lga' },
    mother: { path: 'mother', format: 'names' },
    father: { path: 'father', format: 'names' },
    face: { path: 'child.face' },
  },
};
