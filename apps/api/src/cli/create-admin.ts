// Creates an administrator: the first account of a deployment without demo data.
//   npm run create-admin -w @vitalreg/api -- --user <name> --password <password> [--full-name <name>] [--email <email>]
// Missing values are asked for on the terminal.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ROLE_IDS } from '@vitalreg/domain';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { users } from '../db/schema.ts';
import { recordAudit } from '../modules/audit/audit-log.ts';
import { chosenPasswordProblem, hashPassword } from '../modules/auth/password.ts';
import { openConfiguredDatabase } from '../plugins/database.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed-reference.ts';

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      user: { type: 'string' },
      password: { type: 'string' },
      'full-name': { type: 'string' },
      email: { type: 'string' },
    },
  });
  const userName = values.user?.trim() || (await ask('User name: '));
  const password = values.password ?? (await ask('Password: '));
  if (!/^[\w.@-]{3,100}$/.test(userName)) {
    console.error(
      'The user name must be 3 to 100 letters, digits, dots, dashes, @ or underscores.',
    );
    return 1;
  }
  // The rule every chosen password follows (the web's password screens and the API's).
  const problem = await chosenPasswordProblem(password, {
    userName,
    fullName: values['full-name'],
  });
  if (problem) {
    console.error(problem);
    return 1;
  }

  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.withStartupLock(async (connection) => {
      await runMigrations(connection);
      await seedReferenceData(database.db);
    });
    const [taken] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${userName})`);
    if (taken) {
      console.error(`A user named "${userName}" already exists.`);
      return 1;
    }
    const [created] = await database.db
      .insert(users)
      .values({
        userName,
        passwordHash: await hashPassword(password),
        fullName: values['full-name'] ?? null,
        email: values.email ?? null,
        roleId: ROLE_IDS.admin,
      })
      .returning({ id: users.id });
    await recordAudit(database.db, {
      action: 'user.create',
      actorUserName: 'create-admin (command line)',
      entityType: 'user',
      entityId: created?.id,
      details: { userName, role: 'admin' },
    });
    console.log(`Administrator "${userName}" created (user id ${created?.id}).`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `Failed: ${(error as Error).message}`,
  );
  process.exitCode = 1;
}
