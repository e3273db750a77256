import { z } from 'zod';
import { optionalEmailSchema } from '../../validation/schemas.ts';

/** Step preview: the recipient e-mail for the certificate, optional. */
export const previewStepSchema = z.object({ email: optionalEmailSchema });

export type PreviewFormValues = z.input<typeof previewStepSchema>;
