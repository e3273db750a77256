import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'vitalreg-web-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>VitalReg</title>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: dist, demo: false });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html') =>
  t.app.inject({ method: 'GET', url, headers: { accept } });

describe('static web app', () => {
  it('serves index.html, sw.js and the manifest with no-cache', async () => {
    for (const url of ['/', '/sw.js', '/manifest.webmanifest']) {
      const response = await get(url, '*/*');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await get('/assets/index-abc123.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers app routes with index.html (SPA fallback)', async () => {
    const response = await get('/dashboard/birth-registrations');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>VitalReg</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps 404 for missing files, API routes and non-HTML requests', async () => {
    expect((await get('/assets/missing.js', '*/*')).statusCode).toBe(404);
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('Route not found');
    expect((await get('/dashboard', 'application/json')).statusCode).toBe(404);
  });
});
