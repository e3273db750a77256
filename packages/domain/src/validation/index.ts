export * from './messages.ts';
export * from './rules.ts';
export * from './dates.ts';
export * from './transforms.ts';
export * from './schemas.ts';
export * from './reference-schemas.ts';
export * from './registry-words.ts';
