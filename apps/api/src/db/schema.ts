/**
 * Drizzle view of the tables made by the hand-written SQL in ./migrations (the migrations are
 * the source of truth; this file only types the queries and must match them).
 */
import {
  bigint,
  bigserial,
  boolean,
  char,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const countries = pgTable('countries', {
  code: integer('code').primaryKey(),
  name: text('name').notNull(),
  nationality: text('nationality').notNull(),
  alpha2: char('alpha2', { length: 2 }).notNull(),
  alpha3: char('alpha3', { length: 3 }).notNull(),
  numericCode: text('numeric_code').notNull(),
});

export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: char('code', { length: 2 }).notNull(),
  geoZoneId: integer('geo_zone_id').notNull(),
  countryCode: integer('country_code').notNull(),
});

export const lgas = pgTable('lgas', {
  id: integer('id').primaryKey(),
  stateId: integer('state_id').notNull(),
  name: text('name').notNull(),
});

export const registrationCentres = pgTable('registration_centres', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  stateId: integer('state_id').notNull(),
  lgaId: integer('lga_id').notNull(),
  address: text('address'),
  disabled: boolean('disabled').notNull().default(false),
  deactivatedAt: timestamptz('deactivated_at'),
  deactivationReason: text('deactivation_reason'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
});

export const permissions = pgTable('permissions', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id').notNull(),
    permission: text('permission').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permission] })],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  userName: text('user_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name'),
  email: text('email'),
  roleId: integer('role_id').notNull(),
  stateId: integer('state_id'),
  lgaId: integer('lga_id'),
  regCenterId: integer('reg_center_id'),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  // Staff accounts (migration 0037).
  phone: text('phone'),
  nin: text('nin'),
  /** The last day of an engagement (adhoc staff); the account stops working after it. */
  endDate: date('end_date', { mode: 'string' }),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  passwordChangedAt: timestamptz('password_changed_at'),
  disabledAt: timestamptz('disabled_at'),
  disabledReason: text('disabled_reason'),
  disabledReasonText: text('disabled_reason_text'),
  createdBy: integer('created_by'),
  lastSignInAt: timestamptz('last_sign_in_at'),
  /** Who set the password in use; an officer's until the holder chooses their own (0054). */
  passwordSetBy: integer('password_set_by'),
});

export const sessions = pgTable('sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id').notNull(),
  device: text('device').notNull(),
  ip: text('ip').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  revokedAt: timestamptz('revoked_at'),
});

/**
 * id is set by the database trigger (the TypeScript default only makes it optional on insert;
 * whatever is sent is overwritten). prev_hash and hash are those of the rows chained before
 * migration 0009 and NULL since: the chain lives in audit_chain.
 */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  actorUserId: integer('actor_user_id'),
  actorUserName: text('actor_user_name'),
  action: text('action').notNull(),
  entityType: text('entity_type'),
  entityId: text('entity_id'),
  ip: text('ip'),
  requestId: text('request_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  prevHash: text('prev_hash'),
  hash: text('hash'),
});

/** The audit log's hash chain, appended by audit_chain_pending() (migration 0009). */
export const auditChain = pgTable('audit_chain', {
  position: bigint('position', { mode: 'number' }).primaryKey(),
  eventId: bigint('event_id', { mode: 'number' }).notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
  chainedAt: timestamptz('chained_at').notNull().defaultNow(),
});

/** Audit events written and not chained yet. */
export const auditLogPending = pgTable('audit_log_pending', {
  eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
});
