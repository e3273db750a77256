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
      "TRUST_PROXY must be a hop count (1 for one load balancer) or the proxies' addresses",
    );
  });
});
