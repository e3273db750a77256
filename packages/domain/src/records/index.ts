export * from './workflow.ts';
export * from './kind.ts';
export * from './birth/index.ts';
