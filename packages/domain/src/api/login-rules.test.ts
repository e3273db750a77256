import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './auth.ts';
import { checkLoginFields, type LoginFields } from './login-rules.ts';

/** What the server answers for the same fields: its first message per field. */
function serverErrors(fields: LoginFields) {
  const parsed = loginRequestSchema.safeParse(fields);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('checkLoginFields', () => {
  const cases: LoginFields[] = [
    { user: '', password: '' },
    { user: '   ', password: 'secret' },
    { user: ' registra ', password: 'vitalreg-demo' },
    { user: 'a'.repeat(101), password: 'p'.repeat(201) },
    { user: `  ${'a'.repeat(100)}  `, password: 'p'.repeat(200) },
  ];

  it.each(cases)('refuses what the server refuses, with its words (%j)', (fields) => {
    expect(checkLoginFields(fields).errors).toEqual(serverErrors(fields));
  });

  it('sends the user name as the server reads it', () => {
    expect(checkLoginFields({ user: ' registra ', password: ' x ' }).fields).toEqual({
      user: 'registra',
      password: ' x ',
    });
  });
});
