/** The server's settings and lists the forms offer (registration centres). */
export { useAppConfig } from './api/get-app-config';
export { registrationCentresQueryOptions } from './api/get-registration-centres';
