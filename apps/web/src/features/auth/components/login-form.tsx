import type { LoginRequest } from '@vitalreg/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { describeDevice } from '@/lib/device';
import { loadLoginSchemas, useLogin, type SignedIn } from '../api/login';
import { LoginField } from './login-field';
import './login-form.css';

export interface LoginFormProps {
  onSuccess: (signedIn: SignedIn) => void;
}

/** Validates with the domain's loginRequestSchema, loading zod on first use. */
const loginResolver: Resolver<LoginRequest> = async (values, context, options) => {
  const { loginRequestSchema, zodResolver } = await loadLoginSchemas();
  return zodResolver(loginRequestSchema)(values, context, options);
};

/** User name and password; the server's message shows above the fields when it refuses. */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const loginMutation = useLogin({ onSuccess });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: loginResolver,
    defaultValues: { user: '', password: '' },
  });
  const busy = loginMutation.isPending;

  const onSubmit = handleSubmit((values) => {
    if (busy) return;
    loginMutation.mutate({ ...values, device: describeDevice() });
  });

  return (
    <form
      className="login-form"
      onSubmit={onSubmit}
      onFocus={() => void loadLoginSchemas()}
      noValidate
      aria-label="Login"
    >
      {loginMutation.isError ? (
        <p className="plain-alert" role="alert">
          {loginMutation.message}
        </p>
      ) : null}
      <LoginField
        label="User name"
        registration={register('user')}
        error={errors.user?.message}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={100}
        required
        autoFocus
      />
      <LoginField
        label="Password"
        registration={register('password')}
        error={errors.password?.message}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        maxLength={200}
        required
        toggle={
          <button
            type="button"
            className="login-field__toggle"
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        }
      />
      <button
        type="submit"
        className="plain-button plain-button--block"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? <span className="plain-spinner" aria-hidden="true" /> : null}
        Login
      </button>
      {busy ? (
        <p className="visually-hidden" role="status">
          Signing in…
        </p>
      ) : null}
    </form>
  );
}

// Material "Visibility" / "VisibilityOff" paths, inline to keep the login chunk small.
function EyeIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3"
      />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z"
      />
    </svg>
  );
}
