import {
  birthKind,
  birthRegistrationDetailSchema,
  birthRegistrationSummarySchema,
} from '@vitalreg/domain';
import { recordKindRoutes } from '../records/routes.ts';

/**
 * Births and birth notifications at the spec's paths: `/api/birth-registration/...` for the
 * registrar, `/api/dcr/registrations/birth/...` for the reviewer.
 */
export const birthRegistrationRoutes = recordKindRoutes({
  kind: birthKind,
  summarySchema: birthRegistrationSummarySchema,
  detailSchema: birthRegistrationDetailSchema,
  tag: 'birth registration',
});
