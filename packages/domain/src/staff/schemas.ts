import { z } from 'zod';
import { ROLE_IDS, ROLE_NAMES, ROLE_SCOPE, roleNameById } from '../access/roles.ts';
import { STAFF_ACTIONS } from '../access/staff.ts';
import { TEXT_MAX_LENGTH } from '../constants.ts';
import { formatCalendarDate, parseCalendarDate, registryToday } from '../validation/dates.ts';
import {
  emailSchema,
  nameSchema,
  ninSchema,
  optionalNameSchema,
  optionalNinSchema,
  optionalPhoneSchema,
  phoneSchema,
} from '../validation/schemas.ts';
import { STAFF_MESSAGES as M } from './messages.ts';

/*
 * Staff accounts (DESIGN.md "Staff, administration, dashboards"): adhoc clerks a DCR recruits
 * for a campaign, and later every user an administrator manages. One account shape for both.
 */

/** Where an account stands: working, switched off by someone, or past its engagement's end. */
export const STAFF_STATUSES = ['active', 'deactivated', 'ended'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = {
  active: 'Active',
  deactivated: 'Deactivated',
  ended: 'Engagement ended',
};

/** Why an account is switched off (the issue's reasons; "other" needs a few words). */
export const DEACTIVATION_REASONS = [
  { value: 'no_longer_employee', label: 'No longer an employee' },
  { value: 'being_investigated', label: 'Being investigated' },
  { value: 'engagement_over', label: 'Engagement over' },
  { value: 'other', label: 'Other' },
] as const;

export type DeactivationReason = (typeof DEACTIVATION_REASONS)[number]['value'];

const DEACTIVATION_REASON_VALUES = DEACTIVATION_REASONS.map((reason) => reason.value) as [
  DeactivationReason,
  ...DeactivationReason[],
];

export function deactivationReasonLabel(reason: string | null, text: string | null): string {
  const known = DEACTIVATION_REASONS.find((entry) => entry.value === reason);
  if (!known) return text ?? '';
  return reason === 'other' && text ? text : known.label;
}

/** Passwords people choose (a first password is made for them and changed at first sign-in). */
export const PASSWORD_RULES = { minLength: 10, maxLength: 200 } as const;

/** The longest engagement an adhoc account is given at a time (it can be extended). */
export const ADHOC_ENGAGEMENT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

function dayNumber(day: string): number | undefined {
  const date = parseCalendarDate(day);
  return date ? Date.UTC(date.year, date.month - 1, date.day) / DAY_MS : undefined;
}

/** Today's date in Nigeria as yyyy-mm-dd. */
export function registryTodayIso(now: Date = new Date()): string {
  return formatCalendarDate(registryToday(now));
}

/** The latest last day an engagement may have from `now`: a year ahead, `yyyy-mm-dd`. */
export function engagementLatestDay(now: Date = new Date()): string {
  return registryTodayIso(new Date(now.getTime() + ADHOC_ENGAGEMENT_MAX_DAYS * DAY_MS));
}

/** Whether an engagement that ends on `endDate` (its last working day) has ended by `now`. */
export function engagementEnded(endDate: string | null, now: Date = new Date()): boolean {
  return endDate !== null && endDate < registryTodayIso(now);
}

/**
 * The last day of an engagement: a real date after today and at most a year ahead. `now` is
 * read when the value is checked, so a form left open overnight judges by the new day.
 */
export function engagementEndSchema(now: () => Date = () => new Date()) {
  return z.string({ error: M.endDateRequired }).superRefine((value, ctx) => {
    if (value.trim() === '')
      return void ctx.addIssue({ code: 'custom', message: M.endDateRequired });
    const day = dayNumber(value);
    if (day === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      return void ctx.addIssue({ code: 'custom', message: M.endDateInvalid });
    }
    const today = dayNumber(registryTodayIso(now()))!;
    if (day <= today) ctx.addIssue({ code: 'custom', message: M.endDateNotFuture });
    else if (day - today > ADHOC_ENGAGEMENT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: M.endDateTooFar });
    }
  });
}

const centreIdSchema = z.coerce
  .number({ error: M.centreRequired })
  .int({ error: M.centreRequired })
  .positive({ error: M.centreRequired });

/** `POST /adhoc-staff`: a new adhoc clerk, identified by a verified NIN. */
export const newAdhocStaffSchema = z.object({
  nin: ninSchema,
  firstName: nameSchema,
  middleName: optionalNameSchema,
  surname: nameSchema,
  phone: phoneSchema,
  email: emailSchema,
  regCenterId: centreIdSchema,
  endDate: engagementEndSchema(),
});

export type NewAdhocStaffInput = z.input<typeof newAdhocStaffSchema>;
export type NewAdhocStaff = z.output<typeof newAdhocStaffSchema>;

/** `PATCH /adhoc-staff/{id}`: contact details, centre or end date; what is absent stays. */
export const adhocStaffChangeSchema = z
  .object({
    phone: phoneSchema.optional(),
    email: emailSchema.optional(),
    regCenterId: centreIdSchema.optional(),
    endDate: engagementEndSchema().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Send at least one thing to change.',
  });

export type AdhocStaffChange = z.input<typeof adhocStaffChangeSchema>;

/* ---------- Users of every role (the administration's "Users") ---------- */

const optionalIdSchema = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .optional(),
  );

const roleIdSchema = z.coerce
  .number({ error: M.roleRequired })
  .int({ error: M.roleRequired })
  .refine((id) => roleNameById(id) !== undefined, M.roleRequired);

/** Where an account of a role works: a centre, an LGA or a state, as its role needs. */
const placement = {
  regCenterId: optionalIdSchema(M.centreRequired),
  lgaId: optionalIdSchema(M.lgaRequired),
  stateId: optionalIdSchema(M.stateRequired),
};

type Placed = { roleId?: number; regCenterId?: number; lgaId?: number; stateId?: number };

/** The place fields a role needs, each with its message where it is missing. */
function requirePlacement(value: Placed, ctx: z.RefinementCtx) {
  if (value.roleId === undefined) return;
  const role = roleNameById(value.roleId);
  if (!role) return;
  const scope = ROLE_SCOPE[role];
  if (scope === 'centre' && value.regCenterId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['regCenterId'], message: M.centreRequired });
  }
  if (scope === 'lga' && value.lgaId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['lgaId'], message: M.lgaRequired });
  }
  if (scope === 'state' && value.stateId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['stateId'], message: M.stateRequired });
  }
}

/** `POST /users`: an account of any role; its NIN is verified when given. */
export const newUserSchema = z
  .object({
    roleId: roleIdSchema,
    firstName: nameSchema,
    middleName: optionalNameSchema,
    surname: nameSchema,
    email: emailSchema,
    phone: optionalPhoneSchema,
    nin: optionalNinSchema,
    ...placement,
    endDate: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      engagementEndSchema().optional(),
    ),
  })
  .superRefine((value, ctx) => {
    requirePlacement(value, ctx);
    if (value.roleId === ROLE_IDS.adhoc && value.endDate === undefined) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endDateRequired });
    }
    if (value.roleId === ROLE_IDS.adhoc && value.nin === null) {
      ctx.addIssue({ code: 'custom', path: ['nin'], message: M.ninNotVerified });
    }
  });

export type NewUserInput = z.input<typeof newUserSchema>;
export type NewUser = z.output<typeof newUserSchema>;

/** `PATCH /users/{id}`: names, contact details, role and place; what is absent stays. */
export const userChangeSchema = z
  .object({
    fullName: z.string().trim().min(1, M.nameRequired).max(TEXT_MAX_LENGTH).optional(),
    phone: optionalPhoneSchema.optional(),
    email: emailSchema.optional(),
    roleId: roleIdSchema.optional(),
    ...placement,
    endDate: engagementEndSchema().optional(),
  })
  .superRefine((value, ctx) => {
    // A new role or place names the whole place the role needs.
    const moving =
      value.roleId !== undefined ||
      value.regCenterId !== undefined ||
      value.lgaId !== undefined ||
      value.stateId !== undefined;
    if (moving && value.roleId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['roleId'], message: M.roleRequired });
    }
    if (moving) requirePlacement(value, ctx);
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Send at least one thing to change.',
  });

export type UserChange = z.input<typeof userChangeSchema>;

const reasonTextSchema = z
  .string()
  .trim()
  .max(TEXT_MAX_LENGTH, `Keep it under ${TEXT_MAX_LENGTH} characters.`)
  .nullish()
  .transform((value) => (value ? value : null));

/** `POST .../deactivate`: a reason from the list; "other" with a few words. */
export const deactivationSchema = z
  .object({
    reason: z.enum(DEACTIVATION_REASON_VALUES, { error: M.reasonRequired }),
    reasonText: reasonTextSchema,
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.reasonText) {
      ctx.addIssue({ code: 'custom', path: ['reasonText'], message: M.reasonTextRequired });
    }
  });

export type DeactivationInput = z.input<typeof deactivationSchema>;

/** `POST .../reactivate`: why, and a new last day when the engagement has ended. */
export const reactivationSchema = z.object({
  reasonText: z
    .string({ error: M.reasonTextRequired })
    .trim()
    .min(1, M.reasonTextRequired)
    .max(TEXT_MAX_LENGTH, `Keep it under ${TEXT_MAX_LENGTH} characters.`),
  endDate: engagementEndSchema().optional(),
});

export type ReactivationInput = z.input<typeof reactivationSchema>;

/** A staff account as the lists show it (no password, no NIN: only its last digits). */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  role: z.enum(ROLE_NAMES as [string, ...string[]]),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The NIN's last three digits (the rest is not shown). */
  ninEnd: z.string().nullable(),
  regCenterId: z.number().int().nullable(),
  centreName: z.string().nullable(),
  /** Where an account without a centre works (a DCR's LGA, a director's state). */
  lgaId: z.number().int().nullable(),
  stateId: z.number().int().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(STAFF_STATUSES),
  deactivationReason: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  mustChangePassword: z.boolean(),
  lastSignInAt: z.string().nullable(),
  recordsCaptured: z.number().int(),
  createdAt: z.string(),
  /** What the caller may do with the account (the staff policy's answer). */
  allowedActions: z.array(z.enum(STAFF_ACTIONS)),
});

export type StaffMember = z.infer<typeof staffMemberSchema>;

/** How a first or reset password reaches its holder (e-mail today; an SMS channel may follow). */
export const PASSWORD_CHANNELS = ['email'] as const;

/**
 * A first or reset password, sent to the staff member and never to the officer who made it
 * (docs/staff.md): the answer says only where it went, masked ("a***@example.com").
 */
export const issuedPasswordSchema = z.object({
  member: staffMemberSchema,
  sentTo: z.object({ channel: z.enum(PASSWORD_CHANNELS), address: z.string() }),
});

export type IssuedPassword = z.infer<typeof issuedPasswordSchema>;
export type PasswordDelivery = IssuedPassword['sentTo'];

export const staffListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  status: z.enum(STAFF_STATUSES).optional(),
  /** One role's accounts (users); adhoc staff lists are adhoc only. */
  role_id: z.coerce.number().int().min(1).max(100).optional(),
  /** A user name or a part of a name. */
  q: z.string().trim().max(100).optional(),
});

export type StaffListQuery = z.input<typeof staffListQuerySchema>;

/**
 * `POST /auth/password`: the current password and the new one (the user name is the server's;
 * the rest of the rule, the lists and the names, is password-policy.ts's newPasswordProblem).
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: M.currentPasswordRequired })
      .min(1, M.currentPasswordRequired)
      .max(PASSWORD_RULES.maxLength, M.passwordTooLong),
    newPassword: z
      .string({ error: M.passwordTooShort })
      .min(PASSWORD_RULES.minLength, M.passwordTooShort)
      .max(PASSWORD_RULES.maxLength, M.passwordTooLong),
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    message: M.passwordSameAsOld,
  });

export type PasswordChange = z.input<typeof passwordChangeSchema>;
