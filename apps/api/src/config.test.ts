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

  describe('in production (NODE_ENV=production)', () => {
    const ready = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://vitalreg@db.internal:5432/vitalreg',
      IDENTITY_PROVIDER: 'nimc',
      NIMC_URL: 'https://nimc.example.gov.ng/verify',
      NIMC_USERNAME: 'vitalreg',
      NIMC_PASSWORD: 'a-long-agency-password',
      PAYMENT_GATEWAY: 'paystack',
      PAYSTACK_URL: 'https://api.paystack.co',
      PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef',
      CERTIFICATE_SIGNING_KEY: 'LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0t',
      PUBLIC_URL: 'https://vitalreg.example.gov.ng',
      SMTP_URL: 'smtp://mail.example.gov.ng:587',
    };
    const problemsOf = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };

    it('starts with real settings only', () => {
      expect(problemsOf(ready)).toEqual([]);
      expect(loadConfig(ready).demo).toBe(false);
    });

    it('takes the signing key from a file (a mounted secret), but not from both', () => {
      const { CERTIFICATE_SIGNING_KEY: _key, ...withoutKey } = ready;
      const fromFile = { ...withoutKey, CERTIFICATE_SIGNING_KEY_FILE: '/run/secrets/signing.pem' };
      expect(problemsOf(fromFile)).toEqual([]);
      expect(loadConfig(fromFile).certificateSigningKeyFile).toBe('/run/secrets/signing.pem');
      expect(
        problemsOf({ ...fromFile, CERTIFICATE_SIGNING_KEY: ready.CERTIFICATE_SIGNING_KEY }),
      ).toEqual([
        'CERTIFICATE_SIGNING_KEY_FILE and CERTIFICATE_SIGNING_KEY are both set: set one of them.',
      ]);
    });

    it('refuses the defaults of `npm start`, naming each variable', () => {
      expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
        'DATABASE_URL is required in production: the embedded database is for trying the app.',
        'IDENTITY_PROVIDER must be nimc in production, not the sandbox.',
        'PAYMENT_GATEWAY must be a real gateway in production, not the sandbox.',
        'CERTIFICATE_SIGNING_KEY (or CERTIFICATE_SIGNING_KEY_FILE) is required in production: every server must sign with the same key.',
        "PUBLIC_URL is required in production: certificates' QR codes point at it.",
        'SMTP_URL is required in production: without it mail goes to a local sink and is never sent.',
      ]);
    });

    it('refuses sandboxes, demo accounts, short or test secrets and a plain-http address', () => {
      expect(problemsOf({ ...ready, IDENTITY_PROVIDER: 'sandbox' })).toEqual([
        'IDENTITY_PROVIDER must be nimc in production, not the sandbox.',
      ]);
      expect(problemsOf({ ...ready, PAYMENT_GATEWAY: 'sandbox' })).toEqual([
        'PAYMENT_GATEWAY must be a real gateway in production, not the sandbox.',
      ]);
      expect(problemsOf({ ...ready, DEMO: '1' })).toEqual([
        'DEMO must be off in production: demo accounts share one known password.',
      ]);
      expect(problemsOf({ ...ready, NIMC_PASSWORD: 'secret' })).toEqual([
        'NIMC_PASSWORD is too short for production (at least 16 characters).',
      ]);
      expect(problemsOf({ ...ready, PAYSTACK_SECRET_KEY: 'sk_test_0123456789abcdef' })).toEqual([
        'PAYSTACK_SECRET_KEY is a test key (sk_test_...): production needs the live key.',
      ]);
      expect(problemsOf({ ...ready, PUBLIC_URL: 'http://vitalreg.example.gov.ng' })).toEqual([
        'PUBLIC_URL must start with https:// in production.',
      ]);
    });

    it('leaves development and tests as they are', () => {
      expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
      expect(problemsOf({ NODE_ENV: 'test', DEMO: '1' })).toEqual([]);
      expect(problemsOf({ NODE_ENV: '' })).toEqual([]);
      expect(problemsOf({})).toEqual([]);
    });

    it('applies the production rules to every NODE_ENV but development and test', () => {
      const refusals = problemsOf({ NODE_ENV: 'production' });
      for (const value of ['PRODUCTION', 'Production', 'prod', 'staging', ' test', 'Development']) {
        expect(problemsOf({ NODE_ENV: value }), value).toEqual(refusals);
        expect(problemsOf({ ...ready, NODE_ENV: value }), value).toEqual([]);
      }
    });

    it('refuses a credential with spaces or a line break around it, naming it', () => {
      expect(problemsOf({ ...ready, PAYSTACK_SECRET_KEY: ' sk_test_0123456789abcdef' })).toEqual([
        'PAYSTACK_SECRET_KEY has spaces or a line break before or after it: set it without them.',
      ]);
      const spaced = {
        DATABASE_URL: 'postgres://vitalreg:pw@db.internal:5432/vitalreg\n',
        DATABASE_READ_URL: ' postgres://vitalreg:pw@replica.internal:5432/vitalreg',
        NIMC_USERNAME: 'vitalreg ',
        NIMC_PASSWORD: '\ta-long-agency-password',
        PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef ',
        SMTP_URL: 'smtp://user:password@mail.example.gov.ng:587 ',
        DEMO_PASSWORD: ' vitalreg-demo',
      };
      for (const [name, value] of Object.entries(spaced)) {
        expect(problemsOf({ ...ready, [name]: value }), name).toEqual([
          `${name} has spaces or a line break before or after it: set it without them.`,
        ]);
      }
      // Everywhere, not only in production: a spaced secret is wrong wherever it is used.
      expect(problemsOf({ NIMC_PASSWORD: 'secret ' })).toEqual([
        'NIMC_PASSWORD has spaces or a line break before or after it: set it without them.',
      ]);
    });
  });
});
