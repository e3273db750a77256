export * from './workflow.ts';
export * from './birth/index.ts';
