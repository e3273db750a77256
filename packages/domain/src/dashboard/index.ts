export * from './tallies.ts';
export * from './schemas.ts';
export * from './estimates.ts';
