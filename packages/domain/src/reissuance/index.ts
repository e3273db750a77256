export * from './email-codes.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './types.ts';
