import { AGE_AT_DEATH_UNITS } from '../../lookups/lists.ts';

export type AgeAtDeathUnit = (typeof AGE_AT_DEATH_UNITS)[number]['value'];

export const AGE_AT_DEATH_UNIT_VALUES = AGE_AT_DEATH_UNITS.map((unit) => unit.value) as [
  AgeAtDeathUnit,
  ...AgeAtDeathUnit[],
];

/** The age at death as death records give it: days under one month, months under one year. */
export interface AgeAtDeath {
  value: number;
  unit: AgeAtDeathUnit;
}

/** "3 years", "1 month", "0 days": the one way an age at death is written. */
export function formatAgeAtDeath(age: AgeAtDeath): string {
  const unit = age.value === 1 ? age.unit.slice(0, -1) : age.unit;
  return `${age.value} ${unit}`;
}
