import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  FEE_MAX_KOBO,
  formatAmount,
  nairaToKobo,
  PAYMENT_MESSAGES,
  type Fee,
} from '@vitalreg/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@/lib/errors';
import { useSetFee } from '../api/set-fee';

/** A new fee may start from a minute ago (the dialog's "now"), not earlier. */
const PAST_TOLERANCE_MS = 60_000;

/** yyyy-MM-ddTHH:mm in the browser's time, as a datetime-local field holds it. */
export function localDateTimeValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const feeFormSchema = z.object({
  amount: z.string().superRefine((text, ctx) => {
    const kobo = nairaToKobo(text);
    const message =
      kobo === undefined
        ? PAYMENT_MESSAGES.feeAmount
        : kobo <= 0
          ? PAYMENT_MESSAGES.feeNotPositive
          : kobo > FEE_MAX_KOBO
            ? PAYMENT_MESSAGES.feeTooLarge
            : undefined;
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  validFrom: z.string().refine((text) => {
    const date = new Date(text);
    return !Number.isNaN(date.getTime()) && date.getTime() >= Date.now() - PAST_TOLERANCE_MS;
  }, PAYMENT_MESSAGES.feeInPast),
});

type FeeForm = z.infer<typeof feeFormSchema>;

/** Changes one service's fee: the amount in naira, valid from now unless a later time is set. */
export function FeeEditDialog({ fee, onClose }: { fee: Fee; onClose: () => void }) {
  const setFee = useSetFee();
  const now = localDateTimeValue(new Date());
  const {
    register,
    handleSubmit,
    formState: { errors, dirtyFields },
  } = useForm<FeeForm>({
    resolver: zodResolver(feeFormSchema),
    defaultValues: { amount: formatAmount(fee.amount_kobo, '').trim(), validFrom: now },
  });
  const close = () => {
    if (!setFee.isPending) onClose();
  };
  const submit = handleSubmit((values) => {
    const amountKobo = nairaToKobo(values.amount) ?? 0;
    setFee.mutate(
      {
        service: fee.service,
        // Left at "now": the server's now, so a dialog left open a while is not "in the past".
        fee: dirtyFields.validFrom
          ? { amount_kobo: amountKobo, valid_from: new Date(values.validFrom).toISOString() }
          : { amount_kobo: amountKobo },
      },
      { onSuccess: onClose },
    );
  });
  const titleId = `fee-dialog-${fee.service}`;
  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Change the {fee.name.toLowerCase()} fee</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            Now {fee.amount}. Payments are checked against the fee in force when they are used.
          </DialogContentText>
          <TextField
            {...register('amount')}
            label="Amount (NGN)"
            required
            autoFocus
            inputMode="decimal"
            error={Boolean(errors.amount)}
            helperText={errors.amount?.message ?? 'In naira, e.g. 5,000.00'}
          />
          <TextField
            {...register('validFrom')}
            label="Valid from"
            type="datetime-local"
            required
            error={Boolean(errors.validFrom)}
            helperText={errors.validFrom?.message ?? 'Now, or a later date and time.'}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: now } }}
          />
          {setFee.isError ? <Alert severity="error">{errorMessage(setFee.error)}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={setFee.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={setFee.isPending}>
            Save fee
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
