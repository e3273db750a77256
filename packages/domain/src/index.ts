export * from './constants.ts';
export * from './access/roles.ts';
export * from './access/permissions.ts';
export * from './api/index.ts';
