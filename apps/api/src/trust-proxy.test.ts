import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustedProxies } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** The client address the API sees behind proxies trusted as TRUST_PROXY says. */
async function clientAddress(trustProxy: string, forwardedFor: string, remoteAddress: string) {
  const app = Fastify({
    trustProxy: trustedProxies(loadConfig({ TRUST_PROXY: trustProxy }).trustProxy),
  });
  app.get('/ip', async (request) => request.ip);
  const response = await app.inject({
    method: 'GET',
    url: '/ip',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return response.body;
}

describe('TRUST_PROXY', () => {
  // The client wrote 6.6.6.6 itself; the load balancer (10.1.2.3) added the address it saw.
  const forwarded = '6.6.6.6, 7.7.7.7';

  it('believes no X-Forwarded-For by default', async () => {
    expect(await clientAddress('0', forwarded, '10.1.2.3')).toBe('10.1.2.3');
  });

  it('believes only the hops it is told: a client cannot choose its address', async () => {
    expect(await clientAddress('1', forwarded, '10.1.2.3')).toBe('7.7.7.7');
    expect(await clientAddress('10.0.0.0/8', forwarded, '10.1.2.3')).toBe('7.7.7.7');
    // Not from the load balancer's range: the header is the client's own words.
    expect(await clientAddress('10.0.0.0/8', forwarded, '8.8.8.8')).toBe('8.8.8.8');
  });

  it('refuses "trust every hop"', () => {
    for (const value of ['true', 'yes', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      "TRUST_PROXY must be a hop count from 0 to 3 (1 for one load balancer) or the proxies' private addresses",
    );
  });

  it('refuses more hops than a deployment has proxies (at most 3)', () => {
    expect(loadConfig({ TRUST_PROXY: '3' }).trustProxy).toBe(3);
    for (const value of ['4', '99', '1000']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        `TRUST_PROXY=${value} believes ${value} proxies: count only the proxies in front of the API, at most 3`,
      );
    }
  });

  it('believes only private addresses and ranges: never one that reaches the internet', async () => {
    const allowed =
      '10.0.0.0/8, 172.16.0.0/12, 192.168.1.5, 100.64.0.0/10, 127.0.0.1, 169.254.0.0/16, ' +
      '::1, fc00::/7, fd12:3456::/32, fe80::/10, loopback, uniquelocal, linklocal';
    expect(loadConfig({ TRUST_PROXY: allowed }).trustProxy).toHaveLength(13);
    const reaching = [
      '0.0.0.0/1,128.0.0.0/1',
      '0.0.0.0/0',
      '10.0.0.0/7', // 11.0.0.0/8 is public
      '172.0.0.0/8',
      '100.0.0.0/8',
      '8.8.8.8',
      '10.0.0.0/8,8.8.8.8/32',
      '::/0',
      '2001:db8::/32',
      'fc00::/6',
      '::ffff:0:0/96',
      '10.0.0.0/33',
      'localhost',
    ];
    for (const value of reaching) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' })).toThrow(
      'TRUST_PROXY names 0.0.0.0/1, 128.0.0.0/1, which reaches public addresses',
    );
    // Refused before: every address trusted, the spoofed X-Forwarded-For would be believed.
    const everyone = Fastify({ trustProxy: ['0.0.0.0/1', '128.0.0.0/1'] });
    everyone.get('/ip', async (request) => request.ip);
    const spoofed = await everyone.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '8.8.8.8',
      headers: { 'x-forwarded-for': '6.6.6.6' },
    });
    await everyone.close();
    expect(spoofed.body).toBe('6.6.6.6');
  });
});
