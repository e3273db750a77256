import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_MESSAGES,
  EMAIL_CODE_RESEND_SECONDS,
  EMAIL_CODE_TTL_MINUTES,
} from '@vitalreg/domain';
import { useEffect, useState } from 'react';
import { hasErrorCode } from '@/lib/api-client';
import { noAnswer, ServiceFailure } from '@/features/offline';
import { errorMessage } from '@/lib/errors';
import { useSendEmailCode, useVerifyEmailCode } from '../api/reissuance';
import { REISSUANCE_SERVICE } from '../reissuance-service';

const codePattern = new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`);

export interface EmailConfirmationProps {
  /** Called with the address and its confirmation token once the code is right; null on change. */
  onConfirmed: (confirmed: { email: string; token: string } | null) => void;
}

/**
 * The recipient's e-mail, confirmed with a 6-digit code sent to it: "Send code", then the code
 * and "Confirm"; "Resend code" only after the spec's 60-second countdown.
 */
export function EmailConfirmation({ onConfirmed }: EmailConfirmationProps) {
  const send = useSendEmailCode();
  const verify = useVerifyEmailCode();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [unanswered, setUnanswered] = useState<unknown>(null);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  /** A refusal in the server's words; no answer (the connection went) in plain ones. */
  const failed = (error: unknown) => {
    if (noAnswer(error)) setUnanswered(error);
    else setProblem(errorMessage(error));
  };

  const sendCode = () => {
    setProblem(null);
    setUnanswered(null);
    send.mutate(email.trim(), {
      onSuccess: (sent) => {
        setSentTo(email.trim());
        setSecondsLeft(sent.resend_after_seconds || EMAIL_CODE_RESEND_SECONDS);
      },
      onError: (error) => {
        failed(error);
        const retryAfter = hasErrorCode(error, 'RATE_LIMITED') ? error.details?.retryAfter : 0;
        if (retryAfter) setSecondsLeft(retryAfter);
      },
    });
  };

  const confirm = () => {
    if (!sentTo) return;
    setProblem(null);
    setUnanswered(null);
    verify.mutate(
      { email: sentTo, code: code.trim() },
      {
        onSuccess: (result) => {
          setConfirmed(true);
          onConfirmed({ email: sentTo, token: result.confirmation_token });
        },
        onError: failed,
      },
    );
  };

  const changeEmail = (value: string) => {
    setEmail(value);
    if (confirmed || sentTo) {
      setConfirmed(false);
      setSentTo(null);
      setCode('');
      onConfirmed(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label="Recipient email"
          type="email"
          value={email}
          onChange={(event) => changeEmail(event.target.value)}
          sx={{ flex: '1 1 260px' }}
          slotProps={{ htmlInput: { autoComplete: 'email', maxLength: 200 } }}
          required
        />
        <Button
          variant="outlined"
          onClick={sendCode}
          disabled={!email.trim() || send.isPending || secondsLeft > 0 || confirmed}
          sx={{ minHeight: 56 }}
        >
          {secondsLeft > 0
            ? `Resend code in ${secondsLeft}s`
            : sentTo
              ? 'Resend code'
              : 'Send code'}
        </Button>
      </Box>
      {sentTo && !confirmed ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label="Code from the e-mail"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            sx={{ flex: '0 1 220px' }}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                maxLength: EMAIL_CODE_LENGTH,
              },
            }}
          />
          <Button
            variant="contained"
            onClick={confirm}
            disabled={!codePattern.test(code.trim()) || verify.isPending}
            sx={{ minHeight: 56 }}
          >
            Confirm email
          </Button>
        </Box>
      ) : null}
      {sentTo && !confirmed ? (
        <Typography variant="body2" color="text.secondary">
          A code was sent to {sentTo}. It expires in {EMAIL_CODE_TTL_MINUTES} minutes.
        </Typography>
      ) : null}
      {confirmed ? <Alert severity="success">{EMAIL_CODE_MESSAGES.confirmed}</Alert> : null}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <ServiceFailure service={REISSUANCE_SERVICE} error={unanswered} />
    </Box>
  );
}
