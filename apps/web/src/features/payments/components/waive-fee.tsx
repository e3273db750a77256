import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  PAYMENT_MESSAGES,
  WAIVER_REASON_MAX_LENGTH,
  WAIVER_REASON_MIN_LENGTH,
  waiverReasonSchema,
} from '@vitalreg/domain';
import { useState } from 'react';

/** The API's own rule (domain `waiverReasonSchema`). */
export const validWaiverReason = (reason: string) => waiverReasonSchema.safeParse(reason).success;

/** The reason for waiving a fee (roles with Can_Waive_Fees), and the way back to paying. */
export function WaiveFee({
  reason,
  disabled,
  onReason,
  onCancel,
}: {
  reason: string;
  disabled?: boolean;
  onReason: (reason: string) => void;
  onCancel: () => void;
}) {
  const [touched, setTouched] = useState(false);
  const invalid = touched && !validWaiverReason(reason);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label="Reason for waiving the fee"
        value={reason}
        onChange={(event) => onReason(event.target.value)}
        onBlur={() => setTouched(true)}
        multiline
        minRows={2}
        required
        fullWidth
        disabled={disabled}
        error={invalid}
        helperText={
          invalid
            ? PAYMENT_MESSAGES.waiverReason
            : `At least ${WAIVER_REASON_MIN_LENGTH} characters. The waiver is recorded with your name.`
        }
        slotProps={{ htmlInput: { maxLength: WAIVER_REASON_MAX_LENGTH } }}
      />
      <Box>
        <Button onClick={onCancel} disabled={disabled}>
          Pay the fee instead
        </Button>
      </Box>
    </Box>
  );
}
