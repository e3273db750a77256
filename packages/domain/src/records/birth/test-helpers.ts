export * from '../shared/test-helpers.ts';
