import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  loadPasswordChecker,
  passwordHint,
  PASSWORD_RULES,
  type PasswordChecker,
  type PasswordOwner,
} from '@vitalreg/domain';
import { useEffect, useState } from 'react';

/**
 * The list of common and leaked passwords, loaded when a password screen opens (a chunk of its
 * own, never with the sign-in page); undefined until it is there.
 */
export function usePasswordChecker(): PasswordChecker | undefined {
  const [checker, setChecker] = useState<PasswordChecker>();
  useEffect(() => {
    let live = true;
    loadPasswordChecker().then(
      (loaded) => live && setChecker(() => loaded),
      // Without the list the server still checks; the hint says what it can.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return checker;
}

const BAR_COLOURS = ['error', 'error', 'warning', 'success', 'success'] as const;

/**
 * Under a new password, as it is typed: why it would be refused (too short, on the list of common
 * or leaked passwords, the person's own name) or how strong it is, in words and as a bar. The
 * rule is the domain's (newPasswordProblem), the one the API applies.
 */
export function PasswordStrengthHint({
  password,
  owner,
  checker,
  id,
  refusalShown = false,
}: {
  password: string;
  owner: PasswordOwner;
  checker: PasswordChecker | undefined;
  id?: string;
  /** The field shows its refusal already: the hint does not say it twice. */
  refusalShown?: boolean;
}) {
  const hint = password !== '' && checker ? passwordHint(password, owner, checker) : undefined;
  const text =
    password === ''
      ? `At least ${PASSWORD_RULES.minLength} characters. A few unrelated words make a good password.`
      : (hint?.text ?? 'Checking the password…');
  return (
    <Box id={id} sx={{ mt: 0.5, mx: 1.75 }}>
      {hint ? (
        <LinearProgress
          aria-hidden
          variant="determinate"
          value={hint.refused ? 10 : hint.score * 25}
          color={hint.refused ? 'error' : BAR_COLOURS[hint.score]}
          sx={{ height: 6, borderRadius: 3 }}
        />
      ) : null}
      <Typography
        hidden={refusalShown && hint?.refused}
        role="status"
        aria-live="polite"
        variant="caption"
        color={hint?.refused ? 'error' : 'text.secondary'}
        sx={{ display: 'block', mt: 0.5 }}
      >
        {text}
      </Typography>
    </Box>
  );
}
