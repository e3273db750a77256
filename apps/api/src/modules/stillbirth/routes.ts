import { stillbirthDetailSchema, stillbirthKind, stillbirthSummarySchema } from '@vitalreg/domain';
import { recordKindRoutes } from '../records/routes.ts';

/**
 * Stillbirths at the spec's paths: `/api/stillbirth/...` for the registrar,
 * `/api/dcr/registrations/stillbirth/...` for the reviewer.
 */
export const stillbirthRoutes = recordKindRoutes({
  kind: stillbirthKind,
  summarySchema: stillbirthSummarySchema,
  detailSchema: stillbirthDetailSchema,
  tag: 'stillbirth',
});
