export * from './envelope.ts';
export * from './auth.ts';
export * from './options.ts';
export * from './system.ts';
export * from './identity.ts';
export * from './documents.ts';
