// Compiles the shell's main process and preload into desktop/dist (`npm run desktop:build`): CommonJS,
// as Electron loads them, with Electron itself left to the runtime. electron-updater and zod are
// bundled in, so the packaged app needs none of the web app's node_modules.
import { build, type BuildOptions } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const common: BuildOptions = { bundle: true, platform: 'node', format: 'cjs', target: 'node22', external: ['electron'], sourcemap: true, logLevel: 'info', absWorkingDir: root };

await Promise.all([
  build({ ...common, entryPoints: ['src/index.ts'], outfile: 'dist/main.cjs' }),
  // The sandboxed preload can require only 'electron': everything else is in the bundle.
  build({ ...common, entryPoints: ['src/preload.ts'], outfile: 'dist/preload.cjs' }),
]);
