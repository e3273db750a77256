// What other packages use; the schema building blocks (fields.ts, person.ts) stay internal.
export * from './age.ts';
export * from './dates.ts';
export * from './flags.ts';
export * from './draft.ts';
export * from './preview.ts';
export * from './review.ts';
export * from './identity.ts';
export * from './particulars.ts';
export * from './signature.ts';
export * from './fixture-names.ts';
