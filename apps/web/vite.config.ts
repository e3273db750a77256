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
        // Large chunks that screens used only online need are not stored at the first visit
        // (docs/offline.md): the password lists of the password screens (some 220 KB
        // compressed) and the directors' charts. They are kept once a screen has loaded them.
        globIgnores: ['**/password-check-*.js', '**/statistics-page-*.js'],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            // A file's name holds its content's hash: a stored copy is never out of date.
            handler: 'CacheFirst',
            options: { cacheName: 'vitalreg-opened-screens', expiration: { maxEntries: 40 } },
          },
        ],
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
      output: {
        // The components every screen after sign-in draws with, in one file rather than some
        // fifty: on a slow link each request costs a round trip (300 ms), and a browser makes
        // six at a time (docs/offline.md, "When the device is ready"). The sign-in page uses
        // none of them.
        codeSplitting: {
          groups: [
            // React itself stays with the sign-in page's code, not in the group below.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'components',
              priority: 1,
              test: /node_modules[\\/](@mui[\\/](material|system|styled-engine)|@emotion[\\/](react|styled|cache|serialize|sheet)|react-transition-group)[\\/]/,
            },
            // The form fields and wizard frame every capture wizard is drawn with, in one file
            // instead of some thirty. Their dependencies stay where they are (the sign-in page
            // shares some of them).
            {
              name: 'form-fields',
              priority: 1,
              includeDependenciesRecursively: false,
              test: /src[\\/](components[\\/](form|wizard)|features[\\/]records[\\/]components[\\/]wizard)[\\/]/,
            },
          ],
        },
        // The password lists get a name of their own, kept out of the precache (above).
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/@zxcvbn-ts/'))
            ? 'assets/password-check-[hash].js'
            : 'assets/[name]-[hash].js',
      },
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
