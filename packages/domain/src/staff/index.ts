export * from './messages.ts';
export * from './schemas.ts';
export * from './audit.ts';
export * from './password-policy.ts';
