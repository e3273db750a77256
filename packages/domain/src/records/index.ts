export * from './workflow.ts';
export * from './kind.ts';
export * from './kinds.ts';
export * from './shared/index.ts';
export * from './birth/index.ts';
export * from './death/index.ts';
export * from './stillbirth/index.ts';
export * from './attestation/index.ts';
