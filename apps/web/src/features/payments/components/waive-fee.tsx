import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  PAYMENT_MESSAGES,
  WAIVER_REASON_MAX_LENGTH,
  WAIVER_REASON_MIN_LENGTH,
  waiverReasonSchema,
  type FeeWaiver,
  type PaymentService,
  type RecordKindKey,
} from '@vitalreg/domain';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { useAskWaiver, useMyWaivers, useWaiver } from '../api/waivers';

/** The API's own rule (domain `waiverReasonSchema`). */
export const validWaiverReason = (reason: string) => waiverReasonSchema.safeParse(reason).success;

/**
 * What a fee waiver is for: a certificate (reprint, reissuance, modification), or the centre a
 * new record will be registered at (attestation). Null while the step does not know it yet.
 */
export type WaiverSubject =
  { record_kind: RecordKindKey; certificate_number: string } | { reg_center_id: number };

const isOpen = (waiver: FeeWaiver) => waiver.status === 'pending' || waiver.status === 'granted';

/** The caller's open waiver of this certificate, asked for before the step was left. */
function openWaiverOf(waivers: FeeWaiver[] | undefined, subject: WaiverSubject | null) {
  if (!subject || !('certificate_number' in subject)) return undefined;
  const number = subject.certificate_number.trim().toUpperCase();
  return waivers?.find(
    (waiver) =>
      isOpen(waiver) &&
      waiver.record_kind === subject.record_kind &&
      waiver.certificate_number === number,
  );
}

/** What the step says of a waiver it asked for. */
function WaiverStatus({ waiver, onAskAgain }: { waiver: FeeWaiver; onAskAgain: () => void }) {
  const number = `Fee waiver ${waiver.id}`;
  switch (waiver.status) {
    case 'pending':
      return (
        <Alert severity="info" role="status">
          <AlertTitle>Waiting for a second officer</AlertTitle>
          {number} was asked for. Another officer who may waive fees must grant it on the Fee
          waivers screen; this step goes on by itself once they have.
        </Alert>
      );
    case 'granted':
      return (
        <Alert severity="success" role="status">
          <AlertTitle>Fee waived</AlertTitle>
          {number} was granted by {waiver.decided_by ?? 'another officer'}.
        </Alert>
      );
    case 'refused':
    case 'used':
      return (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={onAskAgain}>
              Ask again
            </Button>
          }
        >
          <AlertTitle>{waiver.status === 'refused' ? 'Waiver refused' : 'Waiver used'}</AlertTitle>
          {waiver.status === 'refused'
            ? `${number} was refused by ${waiver.decided_by ?? 'another officer'}${waiver.note ? `: ${waiver.note}` : '.'}`
            : `${number} was used already.`}
        </Alert>
      );
  }
}

/**
 * A fee waiver asked for at the payment step (issue 27): the reason is sent, the waiver waits
 * for another officer holding Can_Waive_Fees to grant it (the step asks again by itself), and
 * once granted its number is what the service is sent (`onWaiver`). The officer who asks never
 * grants it.
 */
export function WaiveFee({
  service,
  subject,
  waiverId: initialId,
  disabled,
  onWaiver,
  onCancel,
}: {
  service: PaymentService;
  subject: WaiverSubject | null;
  /** A waiver carried over (the user came back to this step). */
  waiverId: number | null;
  disabled?: boolean;
  /** The granted waiver's number, or null while there is none. */
  onWaiver: (id: number | null) => void;
  onCancel: () => void;
}) {
  const [askedId, setAskedId] = useState<number | null>(initialId);
  const [askingAgain, setAskingAgain] = useState(false);
  const mine = useMyWaivers(service, askedId === null && subject !== null);
  const found = askingAgain ? undefined : openWaiverOf(mine.data, subject);
  const waiverId = askedId ?? found?.id ?? null;
  const waiver = useWaiver(waiverId);
  const ask = useAskWaiver();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);

  const grantedId = waiver.data?.status === 'granted' ? waiver.data.id : null;
  const sent = useRef(initialId);
  useEffect(() => {
    if (grantedId === sent.current) return;
    sent.current = grantedId;
    onWaiver(grantedId);
    // Only when the granted waiver changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [grantedId]);

  const send = () => {
    setTouched(true);
    if (!subject || !validWaiverReason(reason)) return;
    ask.mutate(
      { service, reason: reason.trim(), ...subject },
      {
        onSuccess: (asked) => {
          setAskedId(asked.id);
          setAskingAgain(false);
        },
      },
    );
  };

  const askAgain = () => {
    setAskedId(null);
    setAskingAgain(true);
    setReason('');
    setTouched(false);
  };

  const invalid = touched && !validWaiverReason(reason);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {waiverId !== null && waiver.data ? (
        <WaiverStatus waiver={waiver.data} onAskAgain={askAgain} />
      ) : waiverId !== null && waiver.isError ? (
        <Alert severity="error" role="alert">
          {errorMessage(waiver.error)}
        </Alert>
      ) : waiverId === null ? (
        <>
          <TextField
            label="Reason for waiving the fee"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            multiline
            minRows={2}
            required
            fullWidth
            disabled={disabled || ask.isPending}
            error={invalid}
            helperText={
              invalid
                ? PAYMENT_MESSAGES.waiverReason
                : `At least ${WAIVER_REASON_MIN_LENGTH} characters. Another officer who may waive fees grants or refuses it.`
            }
            slotProps={{ htmlInput: { maxLength: WAIVER_REASON_MAX_LENGTH } }}
          />
          {subject ? null : <Alert severity="info">{PAYMENT_MESSAGES.waiverRecord}</Alert>}
          {ask.isError ? (
            <Alert severity="error" role="alert">
              {errorMessage(ask.error)}
            </Alert>
          ) : null}
          <Box>
            <Button
              variant="contained"
              onClick={send}
              loading={ask.isPending}
              disabled={disabled || !subject}
            >
              Ask for the waiver
            </Button>
          </Box>
        </>
      ) : null}
      <Box>
        <Button onClick={onCancel} disabled={disabled}>
          Pay the fee instead
        </Button>
      </Box>
    </Box>
  );
}
