/**
 * The rules of the login form's two fields, in a module without zod: the login page checks them
 * before the rest of the app has loaded. loginRequestSchema applies the same rules on the server.
 */
export const LOGIN_FIELD_RULES = {
  user: {
    maxLength: 100,
    required: 'User name is required.',
    tooLong: 'User name can have at most 100 characters.',
  },
  password: {
    maxLength: 200,
    required: 'Password is required.',
    tooLong: 'Password can have at most 200 characters.',
  },
} as const;

export type LoginFieldName = keyof typeof LOGIN_FIELD_RULES;
export type LoginFields = Record<LoginFieldName, string>;
export type LoginFieldErrors = Partial<Record<LoginFieldName, string>>;

/** The fields as the server reads them (the user name trimmed) and each broken rule's message. */
export function checkLoginFields(fields: LoginFields): {
  fields: LoginFields;
  errors: LoginFieldErrors;
} {
  const checked: LoginFields = { user: fields.user.trim(), password: fields.password };
  const errors: LoginFieldErrors = {};
  for (const name of ['user', 'password'] as const) {
    const rule = LOGIN_FIELD_RULES[name];
    if (checked[name].length === 0) errors[name] = rule.required;
    else if (checked[name].length > rule.maxLength) errors[name] = rule.tooLong;
  }
  return { fields: checked, errors };
}
