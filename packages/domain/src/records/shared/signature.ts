import { z } from 'zod';
import { MESSAGES } from '../../validation/messages.ts';

/**
 * How a person signed: on the screen's pad; on paper, with a scan or photo of the signature
 * uploaded; or on the paper form itself, with that signed page uploaded. The two paper routes
 * need no pointer (WCAG 2.1.1). Each keeps the stored file's key in the same `signature` field.
 */
export const SIGNATURE_MODES = ['signature', 'signature_scan', 'paper_form'] as const;
export type SignatureMode = (typeof SIGNATURE_MODES)[number];
/** The spec's default mode of identity. */
export const DEFAULT_SIGNATURE_MODE: SignatureMode = 'signature';

/** How each mode reads on the form, the preview, the record page and the certificate. */
export const SIGNATURE_MODE_NAMES: Readonly<Record<SignatureMode, string>> = {
  signature: 'Signature drawn on screen',
  signature_scan: 'Signature on paper (scan or photo uploaded)',
  paper_form: 'Signed the paper form (page uploaded)',
};

export function isSignatureMode(value: unknown): value is SignatureMode {
  return (SIGNATURE_MODES as readonly unknown[]).includes(value);
}

/** A signature's mode, the spec's default when not given (records made before it existed). */
export const signatureModeSchema = z
  .enum(SIGNATURE_MODES, { error: MESSAGES.modeOfIdentity })
  .default(DEFAULT_SIGNATURE_MODE);
