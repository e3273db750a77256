export * from './fees.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './waivers.ts';
