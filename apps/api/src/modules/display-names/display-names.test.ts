import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { registrationCentres, users } from '../../db/schema.ts';
import { bearer, signIn, type TestApp } from '../../test/helpers.ts';
import { birthPayload, submitted } from '../../kinds/birth/test-support.ts';
import {
  createCentre,
  createRecordsTestApp,
  createUser,
  uploadCentreFiles,
} from '../records/test-support.ts';
import { DisplayNames } from './display-names.ts';

let t: TestApp;
let db: Database;
let registrar: string;
let centreId: number;
let registrarId: number;

beforeAll(async () => {
  t = await createRecordsTestApp();
  db = t.database.handle.db;
  // A centre and registrar of this test's own, so renaming them touches no other test's data.
  const centre = await createCentre(db, 'Names Test Centre', 'Lagos', 'Ikeja');
  centreId = centre.id;
  registrarId = await createUser(db, 'registra_names', 'registra', {
    ...centre,
    centreId,
  });
  registrar = await signIn(t.app, 'registra_names');
  await uploadCentreFiles(t.app, registrar, centreId);
  await submitted(t.app, registrar, birthPayload(centreId));
});
afterAll(() => t.close());

async function listedNames() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/birth-registration/list/1',
    headers: bearer(registrar),
  });
  const [first] = response.json().data.result as {
    centre: { id: number; name: string };
    captured_by: { id: number; name: string };
  }[];
  return { centre: first!.centre, capturedBy: first!.captured_by };
}

/** Waits until this process has heard every change committed so far (one listener for both). */
const heard = () => t.app.sessionCache.sync(t.app.database);

describe("lists' centre and capturer names (DisplayNames)", () => {
  it('follows a renamed centre and a renamed user at once', async () => {
    expect(await listedNames()).toEqual({
      centre: { id: centreId, name: 'Names Test Centre' },
      capturedBy: { id: registrarId, name: 'Test registra_names' },
    });
    await db
      .update(registrationCentres)
      .set({ name: 'Renamed "Centre"' })
      .where(eq(registrationCentres.id, centreId));
    await db.update(users).set({ fullName: 'Adaeze Okoro' }).where(eq(users.id, registrarId));
    await heard();
    expect(await listedNames()).toEqual({
      centre: { id: centreId, name: 'Renamed "Centre"' },
      capturedBy: { id: registrarId, name: 'Adaeze Okoro' },
    });
  });

  it('reads every name from the database until it listens', async () => {
    const names = new DisplayNames();
    const first = await names.of(db, [centreId], [registrarId]);
    expect(first.centre(centreId)).toBe(JSON.stringify('Renamed "Centre"'));
    await db.update(users).set({ fullName: 'Adaeze Eze' }).where(eq(users.id, registrarId));
    const second = await names.of(db, [centreId], [registrarId]);
    expect(second.user(registrarId)).toBe(JSON.stringify('Adaeze Eze'));
  });
});
