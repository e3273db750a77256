export * from './workflow.ts';
