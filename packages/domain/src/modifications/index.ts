export * from './corrections.ts';
export * from './messages.ts';
export * from './schemas.ts';
