import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { PaymentVerification } from '@vitalreg/domain';

/** What the last verification said, or why it could not be asked. */
export type PaymentOutcome =
  | { kind: 'verified'; verification: PaymentVerification; message: string }
  | { kind: 'error'; message: string; retry: boolean };

function describe(outcome: PaymentOutcome): {
  severity: AlertColor;
  title: string;
  retry: boolean;
} {
  if (outcome.kind === 'error') {
    return { severity: 'error', title: 'Not verified', retry: outcome.retry };
  }
  const { verification } = outcome;
  if (verification.used_for !== null)
    return { severity: 'error', title: 'Already used', retry: false };
  switch (verification.status) {
    case 'paid':
      return verification.usable
        ? { severity: 'success', title: 'Paid', retry: false }
        : { severity: 'error', title: 'Does not match the fee', retry: false };
    case 'pending':
      return { severity: 'warning', title: 'Pending', retry: true };
    case 'failed':
      return { severity: 'error', title: 'Failed', retry: false };
    case 'not_found':
      return { severity: 'error', title: 'Not found', retry: false };
  }
}

/** The payment's status in words, with a Retry where asking again can help. */
export function PaymentOutcomeAlert({
  outcome,
  onRetry,
  retrying,
}: {
  outcome: PaymentOutcome;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { severity, title, retry } = describe(outcome);
  const reference = outcome.kind === 'verified' ? outcome.verification.reference : null;
  return (
    <Alert
      severity={severity}
      action={
        retry ? (
          <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {outcome.message}
      {reference && severity === 'success' ? ` Reference ${reference}.` : ''}
    </Alert>
  );
}
