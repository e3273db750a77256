import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  ref?: Ref<HTMLInputElement>;
  label: string;
  name: string;
  error?: string | undefined;
  /** A control inside the field's right edge (the show-password toggle). */
  toggle?: ReactNode;
}

/**
 * A labelled input with its error beneath it. Plain elements, not MUI: the login route is the
 * first page a registrar loads, often on a slow connection, and must stay within its JS budget.
 */
export function LoginField({ label, error, toggle, required, ...input }: LoginFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="login-field">
      <label className="login-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="login-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <div className="login-field__control">
        <input
          id={id}
          className={`login-field__input${toggle ? ' login-field__input--with-toggle' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...input}
        />
        {toggle}
      </div>
      {error ? (
        <p className="login-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
