import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  engagementLatestDay,
  longDate,
  newAdhocStaffSchema,
  type IssuedPassword,
  type NewAdhocStaffInput,
} from '@vitalreg/domain';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { NinField } from '@/components/form/identity-field';
import { useIdentityVerification } from '@/components/form/identity-verification';
import { PhoneField } from '@/components/form/phone-field';
import { SelectField } from '@/components/form/select-field';
import { TextInput } from '@/components/form/text-field';
import { paths } from '@/config/paths';
import { errorMessage, showFieldIssues } from '@/lib/errors';
import { useRegistrationCentresStore } from '@/lib/registration-centres-store';
import { useCreateStaff } from '../api/staff';
import { EngagementEndField } from './engagement-end-field';
import { IssuedPasswordNotice } from './issued-password';

type NewStaffForm = Record<keyof NewAdhocStaffInput, string>;

const FIELDS = [
  'nin',
  'firstName',
  'middleName',
  'surname',
  'phone',
  'email',
  'regCenterId',
  'endDate',
] as const satisfies readonly (keyof NewStaffForm)[];

const IDENTITY_SCOPE = 'adhoc-staff.new';

const EMPTY: NewStaffForm = {
  nin: '',
  firstName: '',
  middleName: '',
  surname: '',
  phone: '',
  email: '',
  regCenterId: '',
  endDate: '',
};

/**
 * `/dashboard/adhoc-staff/new` ("Create Adhoc Staff"): a clerk identified by a verified NIN,
 * placed at one of the user's centres until the engagement's last day. The user name is made
 * by the server; the first password is e-mailed to the clerk, and this page says where (never
 * what it is). A NIN and names the identity agency does not hold together are refused in one
 * message, shown under the NIN.
 */
export function NewAdhocStaffPage() {
  const centres = useRegistrationCentresStore();
  const create = useCreateStaff('adhoc-staff');
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const form = useForm<NewStaffForm>({
    resolver: zodResolver(newAdhocStaffSchema) as never,
    defaultValues: {
      ...EMPTY,
      regCenterId: centres.length === 1 ? String(centres[0]!.Reg_Center_ID) : '',
    },
  });
  const nin = form.watch('nin');
  const verified = useIdentityVerification(IDENTITY_SCOPE, nin);
  const latest = engagementLatestDay();

  const submit = form.handleSubmit((values) => {
    if (!verified) {
      form.setError('nin', {
        type: 'manual',
        message: 'Verify the NIN before creating the account.',
      });
      return;
    }
    create.mutate(values as unknown as NewAdhocStaffInput, {
      onSuccess: (answer) => {
        setIssued(answer);
        form.reset({ ...EMPTY, regCenterId: values.regCenterId });
      },
      onError: (error) => showFieldIssues(error, FIELDS, form.setError),
    });
  });

  if (issued) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, maxWidth: 720 }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          Account created
        </Typography>
        <IssuedPasswordNotice issued={issued} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={Link} to={paths.dashboard.adhocStaff.path} variant="contained">
            Back to adhoc staff
          </Button>
          <Button onClick={() => setIssued(null)}>Create another</Button>
        </Box>
      </Paper>
    );
  }

  const fieldErrorShown = FIELDS.some((name) => form.getFieldState(name).error?.type === 'server');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="new-adhoc-title"
      sx={{ p: { xs: 1.5, sm: 2 }, maxWidth: 720 }}
    >
      <Typography id="new-adhoc-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        New adhoc staff member
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Adhoc staff register births at their centre until the last day of their engagement. Verify
        their NIN first: the names come from the identity agency.
      </Typography>
      <FormProvider {...form}>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          <NinField
            name="nin"
            scope={IDENTITY_SCOPE}
            fill={{ firstname: 'firstName', middlename: 'middleName', surname: 'surname' }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr 1fr' } }}>
            <TextInput name="firstName" label="First name" required readOnly={Boolean(verified)} />
            <TextInput name="middleName" label="Middle name" readOnly={Boolean(verified)} />
            <TextInput name="surname" label="Surname" required readOnly={Boolean(verified)} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <PhoneField name="phone" required />
            <TextInput
              name="email"
              label="E-mail"
              type="email"
              inputMode="email"
              autoComplete="off"
              required
              helperText="The user name and first password are sent here."
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <SelectField
              name="regCenterId"
              label="Registration centre"
              required
              placeholder="Choose a centre"
              options={centres.map((centre) => ({
                value: String(centre.Reg_Center_ID),
                name: centre.Reg_Center_Name,
              }))}
            />
            <EngagementEndField
              helperText={`After today, at most a year ahead (by ${longDate(latest)}).`}
            />
          </Box>
          {create.isError && !fieldErrorShown ? (
            <Alert severity="error">{errorMessage(create.error)}</Alert>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" loading={create.isPending}>
              Create account
            </Button>
            <Button
              component={Link}
              to={paths.dashboard.adhocStaff.path}
              disabled={create.isPending}
            >
              Cancel
            </Button>
          </Box>
        </Box>
      </FormProvider>
    </Paper>
  );
}
