/** The building blocks moved to `records/shared/fields.ts` (every kind uses them). */
export * from '../shared/fields.ts';
