import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  correctableField,
  correctionRuleOf,
  MODIFICATION_MESSAGES,
  MODIFICATION_REASONS,
} from '@vitalreg/domain';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { errorText } from '@/components/form/field-error';
import { FieldGrid, FieldSection, FullWidth } from '@/components/form/field-layout';
import { RadioField } from '@/components/form/radio-field';
import { SelectField } from '@/components/form/select-field';
import { TextInput } from '@/components/form/text-field';
import type { ModificationKind } from '../../modification-kinds';
import { formValue } from '../../modification-request';
import { CorrectionInputRow, inputFieldName } from './correction-inputs';
import { SupportingDocuments } from './supporting-documents';

/** Nothing typed: no value, or an age whose number and unit are both empty. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value !== 'object') return false;
  return Object.values(value).every((part) => part === '' || part === null || part === undefined);
}

/**
 * Correction: what is to be corrected (one of the kind's correctable fields; fixed on an
 * amendment), its values beside the registered ones, the reason and a comment, and the
 * supporting documents its rule needs. The values of a field picked before are kept, not sent.
 */
export function CorrectionStep({
  kind,
  registered,
  amending,
  identified,
}: {
  kind: ModificationKind;
  /** The registered value of each input, by request member. */
  registered: Readonly<Record<string, unknown>>;
  amending: boolean;
  /** The record's parts that carry a NIN or tracking ID (correctionRuleOf). */
  identified: readonly string[];
}) {
  const { control, getValues, setValue } = useFormContext();
  const [modField, reason] = useWatch({ control, name: ['mod_field', 'mod_reason'] }) as string[];
  const field = correctableField(kind.corrections, modField ?? '');
  // A verified person's names: only some reasons, the agency's names, a state director.
  const rule = field && correctionRuleOf(field, identified);
  const reasons = rule?.reasons;
  const { errors } = useFormState({ control, name: 'values' });

  // A field just picked starts from the registered values, to be corrected where wrong.
  const pick = (key: string) => {
    for (const input of correctableField(kind.corrections, key)?.inputs ?? []) {
      const name = inputFieldName(input);
      if (input.widget === 'photo' || !isEmpty(getValues(name))) continue;
      setValue(name, formValue(input, registered[input.name]));
    }
  };

  // A refusal of a value the chosen field does not hold ("Only the values of … can be sent").
  const shown = new Set(field?.inputs.map((input) => input.name));
  const others = Object.entries((errors.values ?? {}) as Record<string, unknown>)
    .filter(([name]) => !shown.has(name))
    .map(([, error]) => errorText(error))
    .filter((message): message is string => Boolean(message));

  return (
    <>
      <FieldSection title="What is to be corrected">
        <RadioField
          name="mod_field"
          label="Correction"
          options={kind.corrections.fields.map((option) => ({
            value: option.key,
            name: option.label,
          }))}
          required
          disabled={amending}
          helperText={
            amending ? 'An amended request corrects the same part of the record.' : undefined
          }
          onValueChange={pick}
        />
      </FieldSection>
      {others.length > 0 ? (
        <Alert severity="error" role="alert">
          {[...new Set(others)].join(' ')}
        </Alert>
      ) : null}
      {field ? (
        <FieldSection title={field.label}>
          {reasons ? (
            <Alert severity="info">
              {MODIFICATION_MESSAGES.verifiedNamesReason(field.label)}{' '}
              {MODIFICATION_MESSAGES.verifiedNamesAgency}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2 }}>
            {field.inputs.map((input) => (
              <CorrectionInputRow
                key={input.name}
                input={input}
                layout={kind.layout}
                registered={registered[input.name]}
              />
            ))}
          </Box>
        </FieldSection>
      ) : null}
      <FieldSection title="Reason">
        <FieldGrid>
          <SelectField
            name="mod_reason"
            label="Reason for the correction"
            options={
              reasons
                ? MODIFICATION_REASONS.filter((option) => reasons.includes(option.value))
                : MODIFICATION_REASONS
            }
            required
          />
          {reason === 'other' ? (
            <TextInput name="mod_reason_other" label="Other reason" required />
          ) : null}
          <FullWidth>
            <TextInput name="comment" label="Comment" multiline minRows={2} maxLength={1000} />
          </FullWidth>
        </FieldGrid>
      </FieldSection>
      {rule ? <SupportingDocuments rule={rule} /> : null}
    </>
  );
}
