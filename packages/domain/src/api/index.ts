export * from './envelope.ts';
export * from './error-codes.ts';
export * from './auth.ts';
export * from './login-rules.ts';
export * from './options.ts';
export * from './system.ts';
export * from './identity.ts';
export * from './documents.ts';
