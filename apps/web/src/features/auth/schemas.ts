/*
 * The login schemas, in their own module so that zod loads in a chunk of its own, fetched when the
 * login form is first focused rather than before the login page can paint (login JS budget).
 */
export { loginRequestSchema, loginResponseDataSchema } from '@vitalreg/domain';
export { zodResolver } from '@hookform/resolvers/zod';
