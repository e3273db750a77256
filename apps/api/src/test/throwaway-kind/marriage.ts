import {
  addDays,
  recordDetailSchema,
  recordSummarySchema,
  registrationTimingFlags,
  storedParticularsSchema,
  type DashboardSection,
  type ParticularsLayout,
  type RecordKind,
  type RecordKindKey,
} from '@vitalreg/domain';
import { z } from 'zod';

/*
 * A kind no shared file names: marriages (the spec's `marriage` record type), declared here
 * only, as docs/adding-a-kind.md says a new kind is declared. The API test beside it serves it
 * with `buildApp(config, { kinds: [marriageKind] })`.
 */

const name = z.string().trim().min(1).max(50);
const spouse = z.strictObject({ surname: name, firstname: name });

const submissionSchema = z.strictObject({
  record_type: z.literal('marriage').default('marriage'),
  marriage: z.strictObject({ date: z.iso.date(), place: z.string().trim().min(1).max(100) }),
  husband: spouse,
  wife: spouse,
  registration_state: z.number().int().positive(),
  registration_lga: z.number().int().positive(),
  Reg_Center: z.number().int().positive(),
  confirmNotDuplicate: z.boolean().optional(),
});

export type MarriageSubmission = z.output<typeof submissionSchema>;

const summarySchema = recordSummarySchema({
  record_type: z.literal('marriage'),
  husband: z.object({ surname: z.string(), firstname: z.string() }),
  wife: z.object({ surname: z.string(), firstname: z.string() }),
  dateOfMarriage: z.string(),
  marriage_number: z.string().nullable(),
});

const layout: ParticularsLayout = {
  certificate: {
    title: 'CERTIFICATE OF MARRIAGE',
    statement: 'This is to certify that the marriage described below has been registered.',
  },
  groups: [
    {
      title: 'Particulars of Marriage',
      part: 'marriage',
      fields: [
        { label: 'Date of marriage', path: 'marriage.date', format: 'date', certificate: true },
        { label: 'Place of marriage', path: 'marriage.place', certificate: { span: 2 } },
      ],
    },
    {
      title: 'Particulars of the Spouses',
      part: 'husband',
      fields: [
        { label: 'Husband', path: 'husband', format: 'names', certificate: { span: 3 } },
        { label: 'Wife', path: 'wife', format: 'names', certificate: { span: 3 } },
      ],
    },
  ],
  reprint: {
    subject: 'Wife',
    names: { path: 'wife', format: 'names' },
    event: { label: 'Date of marriage', path: 'marriage.date', format: 'date' },
    sex: { path: 'wife.sex', format: 'sex' },
    stateOfOrigin: { path: 'wife.state_of_origin', format: 'state' },
    lga: { path: 'wife.lga', format: 'lga' },
  },
};

const coupleKey = ({ husband, wife }: MarriageSubmission) =>
  `couple:${[husband.surname, husband.firstname, wife.surname, wife.firstname]
    .join(' ')
    .toLowerCase()}`;

export const marriageKind: RecordKind<MarriageSubmission> = {
  key: 'marriage' as RecordKindKey,
  name: 'marriage',
  subject: 'marriage',
  recordTypes: ['marriage'],
  // No web section: this kind is served by the API of a test only.
  section: 'marriages' as DashboardSection,
  apiPath: 'marriage',
  reviewPath: 'marriage',
  referencePrefix: 'MA',
  certificate: {
    name: 'Marriage certificate',
    series: 'marriage',
    prefix: 'MC/',
    answerField: 'marriage_number',
  },
  steps: [{ key: 'marriage_form', title: 'Particulars of Marriage' }],
  variants: { marriage: ['marriage_form'] },
  permissions: { see: ['Can_See_Birth'], list: ['Can_List_Birth', 'Can_See_Birth'] },
  queueable: false,
  particulars: layout,
  submissionSchema,
  summarySchema,
  detailSchema: recordDetailSchema(summarySchema, storedParticularsSchema<MarriageSubmission>()),
  recordTypeOf: () => 'marriage',
  eventDate: (submission) => submission.marriage.date,
  subjectFirstname: (submission) => submission.wife.firstname,
  searchNames: ({ husband, wife }) => [
    wife.surname,
    wife.firstname,
    husband.surname,
    husband.firstname,
  ],
  summaryOf: ({ record_type, husband, wife, marriage }) => ({
    record_type,
    husband,
    wife,
    dateOfMarriage: marriage.date,
  }),
  duplicateKeys: (submission) => [{ key: coupleKey(submission), date: submission.marriage.date }],
  duplicateProbes: (submission) => [
    {
      key: coupleKey(submission),
      from: addDays(submission.marriage.date, -30),
      to: addDays(submission.marriage.date, 30),
    },
  ],
  describe: (summary) => {
    const wife = summary.wife as { surname: string; firstname: string };
    return `wife ${wife.firstname} ${wife.surname}, married ${String(summary.dateOfMarriage)}`;
  },
  flags: (submission, now) => registrationTimingFlags(submission.marriage.date, now),
  tally: () => ({ sex: null, place: null, timeliness: null }),
  identityNumbers: () => [],
  files: () => [],
};
