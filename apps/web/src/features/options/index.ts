/** The server's settings and lists the forms offer (registration centres). */
export { useAppConfig } from './api/get-app-config';
export {
  freshRegistrationCentresQueryOptions,
  registrationCentresQueryOptions,
} from './api/get-registration-centres';
