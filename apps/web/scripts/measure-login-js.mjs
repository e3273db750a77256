#!/usr/bin/env node
/**
 * Measures the JavaScript the login route loads up front: the scripts and modulepreloads that
 * dist/index.html names, plus every chunk they import statically (transitively). Dynamic
 * `import()` chunks (welcome, dashboard, MUI, toasts, service worker) are excluded.
 * Budget (DESIGN.md): 150 KB gzipped. Run after `npm run build -w @vitalreg/web`.
 *
 *   node apps/web/scripts/measure-login-js.mjs [--json]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error('dist/index.html not found: run `npm run build -w @vitalreg/web` first.');
  process.exit(2);
}

const html = readFileSync(indexHtml, 'utf8');
const entries = new Set();
for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"[^>]*>/g)) entries.add(src);
for (const [, href] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
  entries.add(href);
}
for (const [, href] of html.matchAll(/<link\b[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) {
  entries.add(href);
}

// Static imports in minified ES modules: `import{a as b}from"./x.js"`, `import"./x.js"`,
// `export{a}from"./x.js"`, `export*from"./x.js"`. Dynamic `import("./x.js")` has a parenthesis.
const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;

const seen = new Map();
const queue = [...entries].map((url) => url.replace(/^\//, ''));
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  const code = readFileSync(join(dist, file));
  seen.set(file, {
    raw: code.length,
    gzip: gzipSync(code).length,
    gzip9: gzipSync(code, { level: 9 }).length,
  });
  for (const [, spec] of code.toString('utf8').matchAll(STATIC_IMPORT)) {
    if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
    const next = spec.startsWith('/') ? spec.slice(1) : posix.join(posix.dirname(file), spec);
    if (!seen.has(next)) queue.push(next);
  }
}

const rows = [...seen].sort((a, b) => b[1].gzip - a[1].gzip);
const total = rows.reduce(
  (sum, [, size]) => ({
    raw: sum.raw + size.raw,
    gzip: sum.gzip + size.gzip,
    gzip9: sum.gzip9 + size.gzip9,
  }),
  { raw: 0, gzip: 0, gzip9: 0 },
);
const kb = (bytes) => (bytes / 1024).toFixed(2);

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify({ files: Object.fromEntries(rows), total, budgetKb: BUDGET_KB }, null, 2),
  );
} else {
  console.log('Login route: JavaScript loaded up front (gzip: zlib default level 6; level 9)');
  const line = (name, size) =>
    `  ${name.padEnd(40)} ${kb(size.raw).padStart(9)} KB raw ${kb(size.gzip).padStart(8)} KB gzip ${kb(size.gzip9).padStart(8)} KB gzip-9`;
  for (const [file, size] of rows) console.log(line(file, size));
  console.log(line('total', total));
  console.log(`Budget ${BUDGET_KB} KB gzip: ${total.gzip / 1024 <= BUDGET_KB ? 'within' : 'OVER'}`);
}
process.exit(total.gzip / 1024 <= BUDGET_KB ? 0 : 1);
