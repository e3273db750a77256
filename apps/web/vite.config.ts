/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_TARGET = process.env.VITALREG_API_URL ?? 'http://localhost:3000';
const OUT_DIR = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each text asset of the build, so a server
 * can send them as they are (@fastify/static `preCompressed`) instead of compressing per request
 * at a lower setting: the login route's JavaScript is about 100 KB with brotli 11.
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|css|html|svg|webmanifest|json)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'vitalreg-precompress',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(OUT_DIR)) {
          if (!compressible.test(file)) continue;
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Writes the entry's stylesheet (the plain card of the login page, a few KB) into index.html, so
 * that the page paints from the HTML alone, without waiting for a second request or the scripts.
 * The file stays too: lazy chunks name it among what they preload, and offline the service
 * worker must have it.
 */
function inlineEntryStylesheet(): Plugin {
  const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/(assets\/[^"]+\.css)"[^>]*>/g;
  return {
    name: 'vitalreg-inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(STYLESHEET, (link, file: string) => {
          const asset = bundle?.[file];
          if (asset?.type !== 'asset') return link;
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [
    react(),
    inlineEntryStylesheet(),
    precompress(),
    VitePWA({
      registerType: 'prompt',
      // The app registers the worker itself (src/app/service-worker.ts), after first paint.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'VitalReg',
        short_name: 'VitalReg',
        description: 'Civil registration of births, deaths, stillbirths and attestations',
        theme_color: '#0e7706',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first worker takes control of the page that installed it, so the first visit
        // works offline without a reload. A later version still waits for the update prompt
        // (no skipWaiting): it takes control only when the user's page reloads into it.
        clientsClaim: true,
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // A feature's public modules only re-export: marked free of side effects, a chunk that
    // imports one takes only what it uses, not everything the index re-exports.
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [
          { test: /\/src\/features\/[^/]+\/(index|wizard|submit|me)\.ts$/, sideEffects: false },
        ],
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20_000,
  },
});
