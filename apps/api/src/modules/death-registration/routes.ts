import {
  deathKind,
  deathRegistrationDetailSchema,
  deathRegistrationSummarySchema,
} from '@vitalreg/domain';
import { recordKindRoutes } from '../records/routes.ts';

/**
 * Deaths (form A: deceased under 5; form B: any other) at the spec's paths:
 * `/api/death-registration/...` for the registrar, `/api/dcr/registrations/death/...` for the
 * reviewer. Approval answers `death_certificate_number` besides `certificate_number`.
 */
export const deathRegistrationRoutes = recordKindRoutes({
  kind: deathKind,
  summarySchema: deathRegistrationSummarySchema,
  detailSchema: deathRegistrationDetailSchema,
  tag: 'death registration',
});
