import { describe, expect, it } from 'vitest';
import { ConfigError, findRepoRoot, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: embedded database with demo data', () => {
    const config = loadConfig({});
    const root = findRepoRoot();
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: `${root}/data`,
      databaseUrl: undefined,
      demo: true,
      demoPassword: 'vitalreg-demo',
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
      webDistDir: `${root}/apps/web/dist`,
      identityProvider: 'sandbox',
    });
  });

  it('turns demo data off on PostgreSQL unless DEMO=1', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/vitalreg';
    expect(loadConfig({ DATABASE_URL: url }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
  });

  it('runs several API workers only on PostgreSQL', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/vitalreg';
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: url, API_WORKERS: '4' }).workers).toBe(4);
    expect(() => loadConfig({ API_WORKERS: '2' })).toThrow(
      'API_WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process.',
    );
    expect(() => loadConfig({ DATABASE_URL: url, API_WORKERS: '0' })).toThrow(
      'API_WORKERS must be between 1 and 64.',
    );
  });

  it('lists every problem in one clear message', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        DCR_APP_URL: 'nope',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toContain('PORT must be a number.');
    expect(problems.join('\n')).toContain('DATABASE_URL must start with postgres://');
    expect(problems.join('\n')).toContain('LOG_LEVEL must be one of');
    expect(problems.join('\n')).toContain('DCR_APP_URL must be a full URL');
  });
});
