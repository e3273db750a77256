import FormHelperText from '@mui/material/FormHelperText';
import type { PaymentService } from '@vitalreg/domain';
import { useController, useFormContext } from 'react-hook-form';
import { errorText, fieldErrorSx } from '@/components/form/field-error';
import { PaymentStep, type PaymentValue, type WaiverSubject } from '@/features/payments';

/** The form field holding the verified payment (or waiver). */
export const PAYMENT_FIELD = 'payment';

/** The shared payment step for the correction's fee, its answer kept in the wizard's form. */
export function PaymentField({
  service,
  subject,
}: {
  service: PaymentService;
  /** The certificate corrected, which a fee waiver would be for. */
  subject: WaiverSubject | null;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: PAYMENT_FIELD, control });
  const message = errorText(fieldState.error);
  return (
    <>
      <PaymentStep
        service={service}
        value={(field.value as PaymentValue | null | undefined) ?? null}
        onChange={field.onChange}
        subject={subject}
      />
      {message ? (
        <FormHelperText error role="alert" sx={fieldErrorSx}>
          {message}
        </FormHelperText>
      ) : null}
    </>
  );
}
