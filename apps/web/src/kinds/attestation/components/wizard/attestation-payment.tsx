import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { errorText, fieldErrorSx } from '@/components/form/field-error';
import { PaymentStep, type PaymentValue } from '@/features/payments';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The attestation fee on the Information Preview: the shared payment step, whose verified
 * reference (or granted fee waiver) the form keeps as `reference` (`waiver_id`); a waiver is
 * asked for the centre of registration (`centreId`). A queried attestation being corrected was
 * paid for when first submitted: nothing is asked again.
 */
export function AttestationPayment({ centreId }: { centreId: number | null }) {
  const { control, setValue } = useFormContext();
  const { fieldState } = useController({ name: 'reference', control });
  const [reference, waiverId, paidWithRecord] = useWatch({
    control,
    name: ['reference', 'waiver_id', 'paid_with_record'],
  }) as unknown[];
  const message = errorText(fieldState.error);

  if (paidWithRecord === true) {
    return (
      <Alert severity="success" role="status">
        <AlertTitle>Attestation fee</AlertTitle>
        {textOf(reference)
          ? `Paid when the application was first submitted (reference ${textOf(reference)}).`
          : `Waived when the application was first submitted (fee waiver ${String(waiverId)}).`}
      </Alert>
    );
  }

  const value: PaymentValue | null = textOf(reference)
    ? { payment_reference: textOf(reference) }
    : typeof waiverId === 'number'
      ? { waiver_id: waiverId }
      : null;
  const change = (next: PaymentValue | null) => {
    // A payment given clears the step's message; one withdrawn waits for the next Submit.
    const options = { shouldDirty: true, shouldValidate: next !== null };
    setValue('waiver_id', next && 'waiver_id' in next ? next.waiver_id : null, options);
    setValue(
      'reference',
      next && 'payment_reference' in next ? next.payment_reference : '',
      options,
    );
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5 }}>
      <PaymentStep
        service="attestation"
        value={value}
        onChange={change}
        subject={centreId === null ? null : { reg_center_id: centreId }}
      />
      {message ? (
        <FormHelperText error role="alert" sx={fieldErrorSx}>
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
