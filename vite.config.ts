import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './scripts/precompressPlugin.ts';
import { relayPlugin } from './scripts/relayVitePlugin.ts';

// Relay's graphql tags must be compiled to imports of their generated artifacts (they throw at run
// time otherwise); plugin-react 6 takes no Babel plugins, so scripts/relayVitePlugin.ts does it.
export default defineConfig({
  plugins: [relayPlugin(), react(), precompressPlugin()],
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    __APP_COMMIT__: JSON.stringify(process.env.CADENCE_COMMIT ?? 'dev'),
  },
  // Source maps stay beside the build for reading stack traces; the server never sends them. The
  // manifest is what the first-load budget (scripts/budget.ts) reads.
  build: { outDir: 'dist', sourcemap: 'hidden', manifest: true },
  server: {
    port: 5173,
    // `npm run dev`: the reference server (npm run server) answers everything but the app itself.
    proxy: Object.fromEntries(['/api', '/auth', '/billing', '/radio', '/sms', '/stand-in', '/migrator', '/lucy', '/event', '/env', '/health'].map((path) => [path, { target: 'http://127.0.0.1:8080', ws: true }])),
  },
});
