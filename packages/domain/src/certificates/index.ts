export * from './codes.ts';
export * from './schemas.ts';
export * from './signed-payload.ts';
export * from './printed.ts';
