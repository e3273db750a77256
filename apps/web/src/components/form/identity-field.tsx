import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/Verified';
import {
  hasAnyPermission,
  IDENTITY_LOOKUP_PERMISSIONS,
  NIN_LENGTH,
  TRACKING_ID_LENGTH,
} from '@vitalreg/domain';
import { useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { usePermissions } from '@/lib/session-store';
import { errorText, fieldErrorSx } from './field-error';
import { base64PreviewSrc } from './files';
import { useOfflineCapture } from './offline-capture';
import {
  identityFillValues,
  isValidIdentityId,
  namesMatchVerification,
  useIdentityVerification,
  verifyIdentity,
  type IdentityFill,
  type IdentityKind,
} from './identity-verification';

export interface IdentityFieldProps {
  kind: IdentityKind;
  name: string;
  label?: string;
  /** Where the verification is kept (e.g. `birth.mother`); one per person in a form. */
  scope: string;
  /** Form fields the verified person fills (and the step locks). */
  fill?: IdentityFill;
}

/**
 * A NIN (11 digits) or tracking id (15) with a "Verify" action. A verified identity fills the
 * mapped fields; the step reads `useIdentityVerification(scope, value)` to lock them. Offline,
 * or for a user who may not look people up, the number is checked when the record is sent.
 */
export function IdentityField({ kind, name, label, scope, fill = {} }: IdentityFieldProps) {
  const { control, setValue, setError, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const value = typeof field.value === 'string' ? field.value : '';
  const verification = useIdentityVerification(scope, value);
  const [busy, setBusy] = useState(false);
  // Offline there is no identity agency to ask: the server checks the number at sync.
  const offline = useOfflineCapture() !== null;
  const mayLookUp = hasAnyPermission(usePermissions(), IDENTITY_LOOKUP_PERMISSIONS);
  const deferred = !verification && (offline || !mayLookUp);
  const checkedWhen = offline ? 'at sync' : 'when submitted';
  const length = kind === 'nin' ? NIN_LENGTH : TRACKING_ID_LENGTH;
  const message = errorText(fieldState.error);
  const fieldLabel = label ?? (kind === 'nin' ? 'NIN' : 'Tracking ID');
  const nameFields = [fill.surname, fill.firstname, fill.middlename].filter(
    (field): field is string => Boolean(field),
  );
  const names = useWatch({ control, name: nameFields }) as unknown[];
  const namesDiffer =
    verification !== undefined &&
    !namesMatchVerification(
      verification.person,
      fill,
      Object.fromEntries(nameFields.map((field, i) => [field, names[i]])),
    );

  const verify = async () => {
    const id = value.trim();
    if (!isValidIdentityId(kind, id)) {
      setError(name, {
        type: 'manual',
        message:
          kind === 'nin'
            ? `NIN must be exactly ${NIN_LENGTH} digits.`
            : `Tracking ID must be exactly ${TRACKING_ID_LENGTH} characters.`,
      });
      return;
    }
    clearErrors(name);
    setBusy(true);
    try {
      const result = await verifyIdentity(kind, id, scope);
      if (result && 'unknown' in result) {
        // The toast goes after five seconds; the field keeps saying what is wrong.
        setError(name, { type: 'server', message: result.unknown }, { shouldFocus: true });
      } else if (result) {
        for (const [key, filled] of Object.entries(identityFillValues(result.person, fill))) {
          setValue(key, filled, { shouldDirty: true, shouldValidate: true });
        }
      }
    } finally {
      setBusy(false);
    }
  };

  const photo = verification?.person.photo;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          name={field.name}
          value={value}
          onChange={(event) =>
            field.onChange(
              kind === 'nin'
                ? event.target.value.replace(/\D+/g, '')
                : event.target.value.replace(/[^A-Za-z0-9]+/g, '').toUpperCase(),
            )
          }
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={fieldLabel}
          error={Boolean(message)}
          helperText={
            message ??
            (verification
              ? 'Verified with the identity agency'
              : deferred
                ? `${length} characters · checked with the identity agency ${checkedWhen}`
                : `${length} characters`)
          }
          fullWidth
          size="small"
          slotProps={{
            htmlInput: {
              maxLength: length,
              inputMode: kind === 'nin' ? 'numeric' : 'text',
              autoComplete: 'off',
            },
            formHelperText: { sx: message ? fieldErrorSx : undefined },
          }}
        />
        <Button
          variant={verification ? 'text' : 'outlined'}
          color={verification ? 'success' : 'primary'}
          onClick={() => void verify()}
          disabled={busy || deferred || value.trim() === ''}
          startIcon={
            busy ? (
              <CircularProgress size={16} />
            ) : verification ? (
              <VerifiedIcon fontSize="small" />
            ) : undefined
          }
          sx={{ flexShrink: 0, minHeight: 40 }}
          aria-label={deferred ? `${fieldLabel} is checked ${checkedWhen}` : `Verify ${fieldLabel}`}
        >
          {verification ? 'Verified' : deferred ? `Checked ${checkedWhen}` : 'Verify'}
        </Button>
      </Box>
      {verification && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
          {photo && (
            <Avatar
              src={base64PreviewSrc(photo)}
              alt={`Photo of ${verification.person.firstname} ${verification.person.surname}`}
              variant="rounded"
              sx={{ width: 48, height: 48 }}
            />
          )}
          <Typography variant="body2" color="text.secondary">
            {[
              verification.person.surname,
              verification.person.firstname,
              verification.person.middlename,
            ]
              .filter(Boolean)
              .join(' ')}
            {verification.person.dateOfBirth ? ` · born ${verification.person.dateOfBirth}` : ''}
          </Typography>
        </Box>
      )}
      {namesDiffer && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          These names do not match the {fieldLabel}'s record at the identity agency. Verify again to
          fill them in.
        </Typography>
      )}
      {verification?.deceased && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 0.5 }}>
          The identity agency records this person as deceased
          {verification.deceased.dateOfDeath ? ` (died ${verification.deceased.dateOfDeath})` : ''}.
        </Typography>
      )}
    </Box>
  );
}

/** NIN with "Verify" (POST /api/verify-nin). */
export function NinField(props: Omit<IdentityFieldProps, 'kind'>) {
  return <IdentityField kind="nin" {...props} />;
}

/** Tracking id (15) with "Verify" (POST /api/verify-trackingid). */
export function TrackingIdField(props: Omit<IdentityFieldProps, 'kind'>) {
  return <IdentityField kind="tracking_id" {...props} />;
}
