import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  AGE_AT_DEATH_UNITS,
  SEXES,
  type CorrectionInput,
  type ParticularsLayout,
} from '@vitalreg/domain';
import { get, useFormState } from 'react-hook-form';
import { FaceCapture } from '@/components/form/face-capture';
import { fieldErrorSx } from '@/components/form/field-error';
import { FullWidth } from '@/components/form/field-layout';
import { DateField } from '@/components/form/date-field';
import { SelectField } from '@/components/form/select-field';
import { digitsOnly, TextInput } from '@/components/form/text-field';
import { CorrectionValue } from '../changes-table';

/** The form field of an input: `values.{request member}`. */
export const inputFieldName = (input: CorrectionInput) => `values.${input.name}`;

/** Age at death as a number and its unit, as the death wizard asks it. */
function AgeAtDeathInput({ name, label }: { name: string; label: string }) {
  // A rule on the age as a whole names the input itself, not its parts.
  const { errors } = useFormState({ name });
  const whole = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
      <TextInput
        name={`${name}.value`}
        label={label}
        required
        inputMode="numeric"
        maxLength={3}
        normalize={digitsOnly}
      />
      <SelectField
        name={`${name}.unit`}
        label="Age given in"
        options={AGE_AT_DEATH_UNITS}
        required
      />
      {typeof whole === 'string' && whole ? (
        <FullWidth>
          <FormHelperText error role="alert" sx={fieldErrorSx}>
            {whole}
          </FormHelperText>
        </FullWidth>
      ) : null}
    </Box>
  );
}

function InputWidget({ input }: { input: CorrectionInput }) {
  const name = inputFieldName(input);
  switch (input.widget) {
    case 'text':
      return <TextInput name={name} label={input.label} required={!input.optional} />;
    case 'sex':
      return <SelectField name={name} label={input.label} options={SEXES} required />;
    case 'date':
      // Only the child's date of birth is picked from the calendar alone (spec section 5).
      return (
        <DateField
          name={name}
          label={input.label}
          required
          pickerOnly={input.path === 'child.childBirthDate'}
        />
      );
    case 'age_at_death':
      return <AgeAtDeathInput name={name} label={input.label} />;
    case 'photo':
      return <FaceCapture name={name} label={input.label} required />;
  }
}

/** One input of the chosen correction, with what the record holds beside it. */
export function CorrectionInputRow({
  input,
  layout,
  registered,
}: {
  input: CorrectionInput;
  layout: ParticularsLayout;
  registered: unknown;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 0.5, sm: 2 },
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <InputWidget input={input} />
      <Box sx={{ pt: { sm: 0.5 }, overflowWrap: 'anywhere' }}>
        <Typography variant="body2" color="text.secondary">
          Registered {input.label.toLowerCase()}
        </Typography>
        <CorrectionValue
          layout={layout}
          input={input}
          value={registered}
          label={`Registered ${input.label.toLowerCase()}`}
        />
      </Box>
    </Box>
  );
}
