import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  newPasswordProblem,
  passwordChangeSchema,
  PRODUCT_NAME,
  sessionSchema,
  STAFF_MESSAGES,
  type PasswordChecker,
  type PasswordOwner,
} from '@vitalreg/domain';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PasswordStrengthHint, usePasswordChecker } from '@/components/form/password-strength';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { Brand } from '@/components/ui/brand';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { safeRedirectTarget } from '@/lib/authorization';
import { errorMessage, showFieldIssues } from '@/lib/errors';
import { passwordChanged, useSession } from '@/lib/session-store';
import { rememberForOffline } from '../api/login';

/**
 * The API's schema, the two new passwords alike and, once the list is loaded, the password rule
 * (common or leaked passwords, the user's names): refused at the field before it is sent.
 */
function formSchemaOf(owner: PasswordOwner, checker: PasswordChecker | undefined) {
  return passwordChangeSchema
    .and(z.object({ confirmPassword: z.string() }))
    .superRefine((value, ctx) => {
      const problem = checker && newPasswordProblem(value.newPassword, owner, checker);
      if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
      if (value.confirmPassword !== value.newPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmPassword'],
          message: STAFF_MESSAGES.passwordsDiffer,
        });
      }
    });
}

type PasswordForm = z.infer<ReturnType<typeof formSchemaOf>>;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * `/auth/password`: a first or reset password (made by a DCR or an administrator) is replaced by
 * one the user chooses before anything else opens (RequireAuth sends them here); anyone else
 * comes here from the sidebar's "Change password". Records kept on this device for offline
 * capture stay readable: the data key is wrapped again under the new password.
 */
export function ChangePasswordPage() {
  const { user, mustChangePassword } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const target = safeRedirectTarget(searchParams.get('redirectTo'), paths.dashboard.home.path);
  const checker = usePasswordChecker();
  const owner = useMemo(
    () => ({ userName: user?.UserName ?? '', fullName: user?.FullName }),
    [user?.UserName, user?.FullName],
  );
  const formSchema = useMemo(() => formSchemaOf(owner, checker), [owner, checker]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<PasswordForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: (values: PasswordForm) =>
      api.post(
        '/auth/password',
        { currentPassword: values.currentPassword, newPassword: values.newPassword },
        { schema: sessionSchema },
      ),
    meta: { silent: true },
  });

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (session) => {
        if (user) {
          rememberForOffline(
            { user: user.UserName, password: values.newPassword },
            { ...session, token: '' },
          );
        }
        passwordChanged();
        void navigate(target, { replace: true });
      },
      onError: (error) => showFieldIssues(error, FIELDS, setError),
    }),
  );
  const fieldError = (name: (typeof FIELDS)[number]) => errors[name]?.message;
  const showAlert = change.isError && !FIELDS.some((name) => errors[name]?.type === 'server');

  return (
    <CenteredLayout maxWidth={480}>
      <title>{`Change your password | ${PRODUCT_NAME}`}</title>
      <Brand />
      <Typography variant="h1" gutterBottom>
        Change your password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {mustChangePassword
          ? `${user?.FullName ?? user?.UserName ?? 'You'}: you signed in with a password someone else made. Choose your own before you go on.`
          : 'Choose a new password for your account.'}
      </Typography>
      <form onSubmit={submit} noValidate aria-label="Change your password">
        <TextField
          {...register('currentPassword')}
          label={mustChangePassword ? 'Password you were given' : 'Current password'}
          type="password"
          autoComplete="current-password"
          required
          fullWidth
          margin="normal"
          autoFocus
          error={Boolean(fieldError('currentPassword'))}
          helperText={fieldError('currentPassword')}
        />
        <TextField
          {...register('newPassword')}
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          margin="normal"
          error={Boolean(fieldError('newPassword'))}
          helperText={fieldError('newPassword')}
          id="new-password"
          // Its refusal (MUI's helper text) and the strength hint beneath it.
          slotProps={{
            htmlInput: { 'aria-describedby': 'new-password-helper-text new-password-strength' },
          }}
        />
        <PasswordStrengthHint
          id="new-password-strength"
          password={watch('newPassword')}
          owner={owner}
          checker={checker}
          refusalShown={Boolean(fieldError('newPassword'))}
        />
        <TextField
          {...register('confirmPassword')}
          label="New password again"
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          margin="normal"
          error={Boolean(fieldError('confirmPassword'))}
          helperText={fieldError('confirmPassword')}
        />
        {showAlert ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(change.error)}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={change.isPending}
          sx={{ mt: 2 }}
        >
          Change password
        </Button>
      </form>
      {mustChangePassword ? (
        <Button component={Link} to={paths.auth.logout.path} sx={{ mt: 1 }}>
          Sign out instead
        </Button>
      ) : (
        <Button component={Link} to={target} sx={{ mt: 1 }}>
          Cancel
        </Button>
      )}
    </CenteredLayout>
  );
}
