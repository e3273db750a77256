import {
  registrationPlaceGroup,
  residenceFields,
  type ParticularsLayout,
} from '../shared/particulars.ts';

/** A stillbirth's particulars on the record page, the preview, the certificate and the reprint. */
export const stillbirthParticularsLayout: ParticularsLayout = {
  certificate: {
    title: 'CERTIFICATE OF STILLBIRTH',
    statement:
      'This is to certify that the stillbirth described below has been registered in the register of stillbirths.',
  },
  groups: [
    {
      title: 'Particulars of Stillbirth',
      part: 'stillbirth',
      steps: ['stillbirth_form'],
      fields: [
        { label: 'Sex', path: 'stillbirth.sex', format: 'sex', certificate: true },
        {
          label: 'Date of delivery',
          path: 'stillbirth.date_of_delivery',
          format: 'date',
          certificate: true,
        },
        {
          label: 'Type of delivery',
          path: 'stillbirth.type_of_delivery',
          format: 'birth_type',
          certificate: true,
        },
        {
          label: 'Place of delivery',
          path: 'stillbirth.place',
          format: 'place_of_birth',
          certificate: true,
        },
        { label: 'Village', path: 'stillbirth.village', certificate: { span: 2 } },
        { label: 'Length of pregnancy', path: 'stillbirth.gestational_weeks', format: 'weeks' },
        { label: 'Birth weight', path: 'stillbirth.birth_weight_grams', format: 'grams' },
      ],
    },
    {
      title: 'Particulars of Mother',
      part: 'mother',
      optional: true,
      steps: ['mother_form'],
      fields: [
        // The mother's names are asked in one field.
        { label: 'Name', path: 'mother.fullname', certificate: { span: 2 } },
        { label: 'Age', path: 'mother.age', format: 'years', certificate: true },
        {
          label: 'Nationality',
          path: 'mother.nationality',
          format: 'nationality',
          certificate: true,
        },
        {
          label: 'State of origin',
          path: 'mother.state_of_origin',
          format: 'state',
          certificate: true,
        },
        { label: 'Ethnic group', path: 'mother.ethnic_group', format: 'ethnic_group' },
        ...residenceFields('mother'),
      ],
    },
    {
      title: 'Particulars of Informant',
      part: 'informant',
      optional: true,
      steps: ['informant_form'],
      fields: [
        { label: 'Name', path: 'informant.fullname', certificate: { span: 3 } },
        {
          label: 'Relationship with the mother',
          path: 'informant.relationship',
          format: 'stillbirth_informant_relationship',
        },
        ...residenceFields('informant'),
        { label: 'Confirmed the particulars', path: 'informant.acknowledgement', format: 'yes' },
      ],
    },
    registrationPlaceGroup(['stillbirth_form']),
  ],
  reprint: {
    subject: 'Mother',
    names: { path: 'mother.fullname' },
    event: { label: 'Date of delivery', path: 'stillbirth.date_of_delivery', format: 'date' },
    sex: { path: 'stillbirth.sex', format: 'sex' },
    stateOfOrigin: { path: 'mother.state_of_origin', format: 'state' },
    country: { path: 'mother.country', format: 'country' },
    lga: { path: 'mother.lga', format: 'lga' },
    mother: { path: 'mother.fullname' },
  },
};
