export * from './messages.ts';
export * from './particulars.ts';
export * from './schemas.ts';
