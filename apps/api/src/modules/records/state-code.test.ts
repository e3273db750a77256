import { STATES } from '@vitalreg/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../db/migrate.ts';
import { seedReferenceData } from '../../db/seed-reference.ts';
import { openTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { STATE_WITHOUT_CODE, stateCode } from './repository.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.handle.withStartupLock((connection) => runMigrations(connection));
  await seedReferenceData(database.handle.db);
});
afterAll(() => database?.drop());

describe("a state's certificate series code", () => {
  it('is the state’s own two letters', async () => {
    const lagos = STATES.find((state) => state.State_Name === 'Lagos')!;
    expect(await stateCode(database.handle.db, lagos.State_ID)).toBe('LA');
  });

  it('is refused for a state without one, never shared (409)', async () => {
    await expect(stateCode(database.handle.db, 9_999)).rejects.toMatchObject({
      code: 'STATE_CONFLICT',
      message: STATE_WITHOUT_CODE,
    });
  });
});
