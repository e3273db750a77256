import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.ts';
import { OTHER_ACCESS_TARGETS, ROLE_NAMES } from '../access/roles.ts';
import { LOGIN_FIELD_RULES as RULES } from './login-rules.ts';

export const loginRequestSchema = z.object({
  user: z.string().trim().min(1, RULES.user.required).max(RULES.user.maxLength, RULES.user.tooLong),
  password: z
    .string()
    .min(1, RULES.password.required)
    .max(RULES.password.maxLength, RULES.password.tooLong),
  /** A short description of the device signing in (browser, OS); kept in the session record. */
  device: z.string().trim().max(200).default('unknown'),
});

export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registrationCentreSchema = z.object({
  Reg_Center_ID: z.number().int(),
  Reg_Center_Name: z.string(),
  State_ID: z.number().int(),
  LGA_ID: z.number().int(),
  Address: z.string().nullable(),
});

export type RegistrationCentre = z.infer<typeof registrationCentreSchema>;

/** The signed-in user as the web app reads it (field names of spec section 3). */
export const sessionUserSchema = z.object({
  User_ID: z.number().int(),
  UserName: z.string(),
  FullName: z.string().nullable(),
  Email: z.string().nullable(),
  Role_ID: z.number().int(),
  roles: z.object({ id: z.number().int(), name: z.enum(ROLE_NAMES as [string, ...string[]]) }),
  State_ID: z.number().int().nullable(),
  LGA_ID: z.number().int().nullable(),
  Reg_Center_ID: z.number().int().nullable(),
  Registration_Centres: registrationCentreSchema.nullable(),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;

export const permissionListSchema = z.array(z.enum(PERMISSIONS));

export const sessionSchema = z.object({
  user: sessionUserSchema,
  permissions: permissionListSchema,
  /** When the session ends at the latest (ISO), whatever the activity. */
  expiresAt: z.string(),
  /** A first or reset password: nothing but a password change is allowed until it is changed. */
  mustChangePassword: z.boolean().default(false),
});

export type Session = z.infer<typeof sessionSchema>;

export const loginResponseDataSchema = sessionSchema.extend({
  token: z.string(),
});

export type LoginResponseData = z.infer<typeof loginResponseDataSchema>;

/** `POST /auth/handoff`: a one-time link to a configured external application. */
export const handoffRequestSchema = z.object({ target: z.enum(OTHER_ACCESS_TARGETS) });

export const handoffAnswerSchema = z.object({
  /** The application's address with `?handoff=<code>`; the code works once, for 60 seconds. */
  url: z.string(),
  expiresAt: z.string(),
});

export type HandoffAnswer = z.infer<typeof handoffAnswerSchema>;

/** `POST /auth/handoff/exchange`: the code, for a session of the same user. */
export const handoffExchangeSchema = z.object({ code: z.string().min(1).max(200) });
