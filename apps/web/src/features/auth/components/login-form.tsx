import {
  checkLoginFields,
  LOGIN_FIELD_RULES,
  type LoginFieldErrors,
  type LoginFields,
} from '@vitalreg/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { describeDevice } from '@/lib/device';
import { loadLoginSchemas, useLogin, type SignedIn } from '../api/login';
import { LoginField } from './login-field';
import './login-form.css';

export interface LoginFormProps {
  onSuccess: (signedIn: SignedIn) => void;
}

const FIELD_ORDER = ['user', 'password'] as const;

function readFields(form: HTMLFormElement): LoginFields {
  const data = new FormData(form);
  return { user: String(data.get('user') ?? ''), password: String(data.get('password') ?? '') };
}

/**
 * User name and password; the server's message shows above the fields when it refuses, and
 * after repeated failures "Login" waits, counting down, as long as the server asks.
 * A plain form checked by the domain's login rules: react-hook-form and zod come with the pages
 * after login, keeping the login page light.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const submitted = useRef(false);
  const loginMutation = useLogin({ onSuccess });
  const busy = loginMutation.isPending;
  const waitSeconds = loginMutation.waitSeconds;
  const userField = useRef<HTMLInputElement>(null);

  // Focused once the page has painted: autoFocus would lay the page out in the middle of
  // React's first commit, one long task on a slow phone.
  useEffect(() => {
    userField.current?.focus();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const form = event.currentTarget;
    const checked = checkLoginFields(readFields(form));
    setErrors(checked.errors);
    const invalid = FIELD_ORDER.find((name) => checked.errors[name]);
    if (invalid) {
      (form.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    if (busy || waitSeconds > 0) return;
    loginMutation.mutate({ ...checked.fields, device: describeDevice() });
  };

  // Once the user types, the answer's schema (and zod) loads; after a first attempt the
  // messages follow what is typed.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    void loadLoginSchemas();
    if (submitted.current) setErrors(checkLoginFields(readFields(event.currentTarget)).errors);
  };

  return (
    <form
      className="login-form"
      onSubmit={onSubmit}
      onInput={onInput}
      noValidate
      aria-label="Login"
    >
      {loginMutation.isError ? (
        <p className="plain-alert" role="alert">
          {loginMutation.message}
        </p>
      ) : null}
      <LoginField
        ref={userField}
        label="User name"
        name="user"
        error={errors.user}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LOGIN_FIELD_RULES.user.maxLength}
        required
      />
      <LoginField
        label="Password"
        name="password"
        error={errors.password}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        maxLength={LOGIN_FIELD_RULES.password.maxLength}
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
        disabled={busy || waitSeconds > 0}
        aria-busy={busy || undefined}
      >
        {busy ? <span className="plain-spinner" aria-hidden="true" /> : null}
        Login
      </button>
      {waitSeconds > 0 ? (
        <p className="login-form__wait" role="status">
          You can try again in {waitSeconds} second{waitSeconds === 1 ? '' : 's'}.
        </p>
      ) : null}
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
