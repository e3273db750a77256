// Bundles the API for `node dist/server.js`: our code and @vitalreg/domain (TypeScript source)
// are inlined; every other package stays in node_modules. The SQL migrations and the
// certificates' fonts are copied beside the bundle, where the code looks for them.
import { cp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
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
// The certificates' fonts (Noto Sans), where modules/certificates/pdf.ts looks beside the bundle.
const notoSans = dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans'));
await cp(
  join(notoSans, '400Regular/NotoSans_400Regular.ttf'),
  join(dist, 'fonts/NotoSans-Regular.ttf'),
);
await cp(join(notoSans, '700Bold/NotoSans_700Bold.ttf'), join(dist, 'fonts/NotoSans-Bold.ttf'));
