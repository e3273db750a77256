import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PaymentMode, PaymentService } from '@vitalreg/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { useStore } from '@/lib/create-store';
import { errorMessage } from '@/lib/errors';
import { feeOf, useFees } from '../api/get-fees';
import { useStartSandboxPayment } from '../api/start-sandbox-payment';
import { useVerifyPayment } from '../api/verify-payment';
import { gatewayTypeStore, paymentTypeStore } from '../payment-preferences';
import { PaymentOutcomeAlert, type PaymentOutcome } from './payment-outcome';
import { WaiveFee, type WaiverSubject } from './waive-fee';

/** What a paid service's request carries (the API's `payment_reference` or `waiver_id`). */
export type PaymentValue = { payment_reference: string } | { waiver_id: number };

export interface PaymentStepProps {
  service: PaymentService;
  /** The payment already taken (a reference is verified again when the step opens). */
  value: PaymentValue | null;
  /**
   * A verified, usable reference (the gateway says it is paid, for this fee, and unused) or a
   * fee waiver granted by another officer; null when there is none (yet).
   */
  onChange?: (value: PaymentValue | null) => void;
  disabled?: boolean;
  /** What a fee waiver would be for (the certificate, or a new record's centre); null: unknown yet. */
  subject?: WaiverSubject | null;
}

/** Beside the reference on a wide screen; a full row each on a phone. */
const actionButton = { minHeight: 56, flex: { xs: '1 1 auto', sm: '0 0 auto' } } as const;

const referenceOf = (value: PaymentValue | null) =>
  value && 'payment_reference' in value ? value.payment_reference : '';
const waiverOf = (value: PaymentValue | null) =>
  value && 'waiver_id' in value ? value.waiver_id : null;

/**
 * The payment step of every paid service (reprint, reissuance, modification, attestation):
 * shows the fee, verifies a reference with the gateway (or starts a sandbox payment), says its
 * status, and lets the service go on only when it is paid, or when a fee waiver asked for here
 * was granted by another officer.
 */
export function PaymentStep({
  service,
  value,
  onChange,
  disabled,
  subject = null,
}: PaymentStepProps) {
  const headingId = useId();
  const fees = useFees();
  const fee = feeOf(fees.data, service);
  const gateway = fees.data?.gateway;
  const lastType = useStore(paymentTypeStore);
  const verify = useVerifyPayment();
  const start = useStartSandboxPayment();
  const [reference, setReference] = useState(() => referenceOf(value));
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [waiving, setWaiving] = useState(() => waiverOf(value) !== null);

  useEffect(() => {
    if (gateway) gatewayTypeStore.set(gateway);
  }, [gateway]);

  const check = (entered: string, type: PaymentMode) => {
    const trimmed = entered.trim();
    if (!trimmed) {
      setOutcome({ kind: 'error', message: 'Enter the payment reference.', retry: false });
      return;
    }
    paymentTypeStore.set(type);
    setOutcome(null);
    verify.mutate(
      { service, reference: trimmed },
      {
        onSuccess: (result) => {
          setOutcome({ kind: 'verified', ...result });
          if (result.verification.usable) onChange?.({ payment_reference: trimmed });
          // A reference carried over that no longer pays this fee is taken back.
          else if (value) onChange?.(null);
        },
        onError: (error) => {
          setOutcome({
            kind: 'error',
            message: errorMessage(error),
            retry: !isApiError(error) || (error.status ?? 500) >= 500,
          });
          if (value) onChange?.(null);
        },
      },
    );
  };

  // A reference carried over (the user came back to this step) is asked about again.
  const initialReference = useRef(referenceOf(value));
  useEffect(() => {
    if (initialReference.current) check(initialReference.current, 'reference');
    initialReference.current = '';
    // Only once, when the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const startSandbox = () => {
    setOutcome(null);
    start.mutate(service, {
      onSuccess: (payment) => {
        setReference(payment.reference);
        check(payment.reference, 'payment');
      },
      onError: (error) => setOutcome({ kind: 'error', message: errorMessage(error), retry: true }),
    });
  };

  const changeReference = (next: string) => {
    setReference(next);
    // The answer about the reference that was there, shown or still on its way, is dropped.
    if (verify.isPending) verify.reset();
    if (outcome) setOutcome(null);
    if (value) onChange?.(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // The step may sit inside a service's form: Enter verifies, it does not submit that form.
    if (event.key === 'Enter') {
      event.preventDefault();
      check(reference, 'reference');
    }
  };

  const waive = (next: boolean) => {
    setWaiving(next);
    setOutcome(null);
    onChange?.(null);
  };

  const busy = verify.isPending || start.isPending;
  const sandbox = gateway === 'sandbox';
  const sandboxFirst = sandbox && lastType === 'payment';

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
    >
      <Box>
        <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.15rem' }}>
          Payment
        </Typography>
        {fees.isPending ? (
          <Skeleton width={240} aria-label="Loading the fee" />
        ) : fee ? (
          <Typography>
            {fee.name} fee: <strong>{fee.amount}</strong>
          </Typography>
        ) : (
          <Typography color="error">The fee could not be loaded. Reload the page.</Typography>
        )}
      </Box>

      {waiving ? (
        <WaiveFee
          service={service}
          subject={subject}
          waiverId={waiverOf(value)}
          disabled={disabled}
          onWaiver={(id) => onChange?.(id === null ? null : { waiver_id: id })}
          onCancel={() => waive(false)}
        />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              label="Payment reference"
              value={reference}
              onChange={(event) => changeReference(event.target.value)}
              onKeyDown={onKeyDown}
              disabled={disabled || !fee}
              autoComplete="off"
              sx={{ flex: '1 1 16rem' }}
              slotProps={{ htmlInput: { maxLength: 100, spellCheck: false } }}
            />
            <Button
              variant={sandboxFirst ? 'outlined' : 'contained'}
              onClick={() => check(reference, 'reference')}
              loading={verify.isPending}
              disabled={disabled || !fee || start.isPending}
              sx={actionButton}
            >
              Verify payment
            </Button>
            {sandbox ? (
              <Button
                variant={sandboxFirst ? 'contained' : 'outlined'}
                onClick={startSandbox}
                loading={start.isPending}
                disabled={disabled || !fee || verify.isPending}
                sx={actionButton}
              >
                Start sandbox payment
              </Button>
            ) : null}
          </Box>
          {sandbox ? (
            <Typography variant="body2" color="text.secondary">
              Sandbox gateway: no money moves. Test references name the service, e.g. SBX-PAID-
              {service.toUpperCase()}-1 (also SBX-PEND-, SBX-FAIL-, SBX-WRONGAMT-).
            </Typography>
          ) : null}
          {outcome ? (
            <PaymentOutcomeAlert
              outcome={outcome}
              retrying={busy}
              onRetry={() => check(reference, 'reference')}
            />
          ) : null}
        </>
      )}

      {waiving || outcome?.kind === 'verified' ? null : (
        <Box>
          <Button onClick={() => waive(true)} disabled={disabled}>
            Ask for a fee waiver
          </Button>
        </Box>
      )}
    </Paper>
  );
}
