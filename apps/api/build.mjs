// Bundles the API for `node dist/server.js`: our code and @vitalreg/domain (TypeScript source)
// are inlined; every other package stays in node_modules. The SQL migrations are copied beside
// the bundle, where the migration runner looks for them.
import { cp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');

/** Bare imports are external unless they are workspace packages (@vitalreg/*). */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@vitalreg/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    server: join(here, 'src/server.ts'),
    'create-admin': join(here, 'src/cli/create-admin.ts'),
  },
  outdir: dist,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  plugins: [externalNodeModules],
  logLevel: 'info',
});
await cp(join(here, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
