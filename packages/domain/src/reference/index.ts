export * from './geo-zones.ts';
export * from './states.ts';
export * from './countries.ts';
