/*
 * The login answer's schema, in its own module so that zod loads in a chunk of its own, once the
 * user starts typing, rather than with the login page (login JS budget).
 */
export { loginResponseDataSchema } from '@vitalreg/domain';
