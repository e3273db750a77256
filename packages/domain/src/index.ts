export * from './constants.ts';
export * from './access/roles.ts';
export * from './access/permissions.ts';
export * from './api/index.ts';
export * from './lookups/index.ts';
export * from './reference/index.ts';
export * from './validation/index.ts';
export * from './records/index.ts';
