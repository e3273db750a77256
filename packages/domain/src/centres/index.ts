export * from './messages.ts';
export * from './schemas.ts';
export * from './csv.ts';
