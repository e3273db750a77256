export * from './codes.ts';
export * from './lists.ts';
export * from './calendar.ts';
export * from './ethnic-groups.ts';
export * from './occupations.ts';
export * from './lookups.ts';
