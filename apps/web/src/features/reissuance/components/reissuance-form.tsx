import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  REISSUANCE_MESSAGES,
  reissuanceTypeOf,
  reissuanceTypesFor,
  type ReissuanceRequestInput,
  type ReissuanceType,
  type ValidationMode,
} from '@vitalreg/domain';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { DateField } from '@/components/form/date-field';
import { FaceCapture } from '@/components/form/face-capture';
import { noAnswer, ServiceFailure } from '@/features/offline';
import { PaymentStep, type PaymentValue } from '@/features/payments';
import { errorMessage } from '@/lib/errors';
import { usePermissions } from '@/lib/session-store';
import { useSubmitReissuance } from '../api/reissuance';
import { REISSUANCE_SERVICE } from '../reissuance-service';
import { EmailConfirmation } from './email-confirmation';

interface FormValues {
  type: ReissuanceType;
  validation_mode: ValidationMode;
  certificate_number: string;
  applicant_nin: string;
  firstname: string;
  middlename: string;
  surname: string;
  date_of_birth: string;
  captured_face: string;
}

const DEFAULTS: Omit<FormValues, 'type'> = {
  validation_mode: 'nin',
  certificate_number: '',
  applicant_nin: '',
  firstname: '',
  middlename: '',
  surname: '',
  date_of_birth: '',
  captured_face: '',
};

const section = { display: 'grid', gap: 1.5 } as const;
const heading = { fontSize: '1.05rem', fontWeight: 600 } as const;

/**
 * A reissuance request: certificate type (those the user's permissions allow), the original
 * found by number and the holder's NIN or particulars, the applicant's face, the recipient's
 * e-mail confirmed by a code, the type's fee.
 */
export function ReissuanceForm() {
  const permissions = usePermissions();
  const types = useMemo(() => reissuanceTypesFor(permissions, 'see'), [permissions]);
  const defaults: FormValues = { ...DEFAULTS, type: types[0] ?? 'birth_reissuance' };
  const form = useForm<FormValues>({ defaultValues: defaults });
  const submit = useSubmitReissuance();
  const [email, setEmail] = useState<{ email: string; token: string } | null>(null);
  const [payment, setPayment] = useState<PaymentValue | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [unanswered, setUnanswered] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const values = form.watch();
  const byNin = values.validation_mode === 'nin';
  const type = reissuanceTypeOf(values.type);

  const onSubmit = form.handleSubmit((v) => {
    setProblem(null);
    setUnanswered(null);
    if (!v.captured_face) return setProblem(REISSUANCE_MESSAGES.face);
    if (!email) return setProblem(REISSUANCE_MESSAGES.emailConfirmation);
    if (!payment) return setProblem('Pay the reissuance fee first.');
    const input: ReissuanceRequestInput = {
      type: v.type,
      validation_mode: v.validation_mode,
      certificate_number: v.certificate_number,
      captured_face: v.captured_face,
      recipient_email: email.email,
      email_confirmation_token: email.token,
      ...payment,
      ...(byNin
        ? { applicant_nin: v.applicant_nin }
        : {
            firstname: v.firstname,
            surname: v.surname,
            date_of_birth: v.date_of_birth,
            ...(v.middlename.trim() ? { middlename: v.middlename } : {}),
          }),
    };
    submit.mutate(input, {
      onSuccess: (entry) => {
        setDone(
          `Reissuance of ${entry.certificate_number} submitted; it waits for approval by a DCR or state director.`,
        );
        form.reset(defaults);
        setEmail(null);
        setPayment(null);
        setFormKey((k) => k + 1);
      },
      // No answer (the connection went): nothing was saved; the form keeps what was entered.
      onError: (error) =>
        noAnswer(error) ? setUnanswered(error) : setProblem(errorMessage(error)),
    });
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="reissuance-form-title"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography id="reissuance-form-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        New reissuance
      </Typography>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
          <Box sx={section}>
            <TextField
              select
              label="Certificate type"
              value={values.type}
              onChange={(event) => form.setValue('type', event.target.value as ReissuanceType)}
              sx={{ maxWidth: 360 }}
            >
              {types.map((key) => (
                <MenuItem key={key} value={key}>
                  {reissuanceTypeOf(key).name}
                </MenuItem>
              ))}
            </TextField>
          </Box>

          <Box sx={section}>
            <Typography component="h3" sx={heading}>
              Validation
            </Typography>
            <FormControl>
              <FormLabel id="validation-mode-label">Find the certificate by</FormLabel>
              <RadioGroup
                row
                aria-labelledby="validation-mode-label"
                value={values.validation_mode}
                onChange={(event) =>
                  form.setValue('validation_mode', event.target.value as ValidationMode)
                }
              >
                <FormControlLabel value="nin" control={<Radio />} label="Holder's NIN" />
                <FormControlLabel
                  value="particulars"
                  control={<Radio />}
                  label="Holder's particulars"
                />
              </RadioGroup>
            </FormControl>
            <TextField
              label="Certificate number"
              required
              {...form.register('certificate_number', {
                required: 'Enter the certificate number.',
              })}
              error={!!form.formState.errors.certificate_number}
              helperText={
                form.formState.errors.certificate_number?.message ??
                `As printed on the certificate, e.g. ${type.numberExample}`
              }
              sx={{ maxWidth: 360 }}
            />
            {byNin ? (
              <TextField
                label="Holder's NIN"
                required
                {...form.register('applicant_nin', {
                  pattern: { value: /^\d{11}$/, message: REISSUANCE_MESSAGES.nin },
                  required: REISSUANCE_MESSAGES.nin,
                })}
                error={!!form.formState.errors.applicant_nin}
                helperText={form.formState.errors.applicant_nin?.message}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
                sx={{ maxWidth: 360 }}
              />
            ) : (
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                <TextField
                  label="First name"
                  required
                  {...form.register('firstname', { required: REISSUANCE_MESSAGES.firstname })}
                  error={!!form.formState.errors.firstname}
                  helperText={form.formState.errors.firstname?.message}
                />
                <TextField label="Middle name" {...form.register('middlename')} />
                <TextField
                  label="Surname"
                  required
                  {...form.register('surname', { required: REISSUANCE_MESSAGES.surname })}
                  error={!!form.formState.errors.surname}
                  helperText={form.formState.errors.surname?.message}
                />
                <DateField
                  name="date_of_birth"
                  label="Date of birth"
                  required
                  requiredMessage={REISSUANCE_MESSAGES.dateOfBirth}
                />
              </Box>
            )}
          </Box>

          <Box sx={section}>
            <Typography component="h3" sx={heading}>
              Applicant's face
            </Typography>
            <FaceCapture key={formKey} name="captured_face" label="Captured face" required />
          </Box>

          <Box sx={section}>
            <Typography component="h3" sx={heading}>
              Recipient email
            </Typography>
            <EmailConfirmation key={formKey} onConfirmed={setEmail} />
          </Box>

          <PaymentStep
            key={`${values.type}-${formKey}`}
            service={type.paymentService}
            value={payment}
            onChange={setPayment}
            subject={
              values.certificate_number.trim()
                ? { record_kind: type.kind, certificate_number: values.certificate_number }
                : null
            }
          />

          {problem ? <Alert severity="error">{problem}</Alert> : null}
          <ServiceFailure service={REISSUANCE_SERVICE} error={unanswered} />
          {done ? <Alert severity="success">{done}</Alert> : null}
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={submit.isPending}>
              Submit reissuance
            </Button>
          </Box>
        </Box>
      </FormProvider>
    </Paper>
  );
}
