import Box from '@mui/material/Box';
import {
  DEFAULT_SIGNATURE_MODE,
  SIGNATURE_MODE_NAMES,
  SIGNATURE_MODES,
  type LookupOption,
  type SignatureMode,
} from '@vitalreg/domain';
import { useEffect, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DocumentUpload } from './document-upload';
import { RadioField } from './radio-field';
import { SignaturePadField } from './signature-pad-field';

export const SIGNATURE_MODE_OPTIONS: readonly LookupOption[] = SIGNATURE_MODES.map((mode) => ({
  value: mode,
  name: SIGNATURE_MODE_NAMES[mode],
}));

export interface SignatureFieldProps {
  /** The form field keeping the stored signature's key (`signature`). */
  name: string;
  /** The form field keeping how it was given (`mode_of_identity`). */
  modeName: string;
  /** Whose signature: "Informant's signature". */
  label: string;
  /** The choice's label: "Mode of identity". */
  modeLabel: string;
  required?: boolean;
  /** Ways other than signing (the birth informant's face), each drawn by `renderOther`. */
  otherModes?: readonly LookupOption[];
  renderOther?: (mode: string) => ReactNode;
}

const WITHOUT_POINTER =
  'Without a mouse or touch screen, choose a signature on paper or the signed paper form above.';

/**
 * A signature any registrar can give, pointer or not (WCAG 2.1.1): the mode is chosen with
 * radio buttons (the spec's "mode of identity", signature by default), then the signature is
 * drawn on the pad, or signed on paper and a scan or photo uploaded, or the signed page of the
 * paper form uploaded. Either way the form keeps one stored file's key in `name`; changing the
 * mode forgets the file of the mode before.
 */
export function SignatureField({
  name,
  modeName,
  label,
  modeLabel,
  required,
  otherModes = [],
  renderOther,
}: SignatureFieldProps) {
  const { control, setValue } = useFormContext();
  const mode = useWatch({ control, name: modeName }) as unknown;
  const chosen = (typeof mode === 'string' && mode) || DEFAULT_SIGNATURE_MODE;
  const other = otherModes.some((option) => option.value === chosen);

  // A draft saved before the choice existed signs on the pad, the spec's default.
  useEffect(() => {
    if (!mode) setValue(modeName, DEFAULT_SIGNATURE_MODE);
  }, [mode, modeName, setValue]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <RadioField
        name={modeName}
        label={modeLabel}
        options={[...SIGNATURE_MODE_OPTIONS, ...otherModes]}
        required={required}
        onValueChange={() => setValue(name, '', { shouldDirty: true })}
      />
      {other ? (
        renderOther?.(chosen)
      ) : (
        <SignatureCapture
          name={name}
          label={label}
          mode={chosen as SignatureMode}
          required={required}
        />
      )}
    </Box>
  );
}

function SignatureCapture({
  name,
  label,
  mode,
  required,
}: {
  name: string;
  label: string;
  mode: SignatureMode;
  required?: boolean;
}) {
  switch (mode) {
    case 'signature_scan':
      return (
        <DocumentUpload
          key={mode}
          name={name}
          label={`${label} on paper`}
          kind="signature"
          keyOnly
          required={required}
          helperText="A scan or photo of the signature signed on paper: JPEG, PNG or PDF"
        />
      );
    case 'paper_form':
      return (
        <DocumentUpload
          key={mode}
          name={name}
          label="Signed page of the paper form"
          kind="signature"
          keyOnly
          required={required}
          helperText="The page of the paper form that was signed: JPEG, PNG or PDF"
        />
      );
    default:
      return (
        <SignaturePadField
          name={name}
          label={label}
          required={required}
          withoutPointer={WITHOUT_POINTER}
        />
      );
  }
}
