import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { relayPlugin } from './scripts/relayVitePlugin';

// Relay's graphql tags must be compiled to imports of their generated artifacts (they throw at run
// time otherwise); plugin-react 6 takes no Babel plugins, so scripts/relayVitePlugin.ts does it.
export default defineConfig({
  plugins: [relayPlugin(), react()],
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    __APP_COMMIT__: JSON.stringify(process.env.CADENCE_COMMIT ?? 'dev'),
  },
  build: { outDir: 'dist', sourcemap: true },
  server: {
    port: 5173,
    // `npm run dev`: the reference server (npm run server) answers everything but the app itself.
    proxy: Object.fromEntries(['/api', '/auth', '/billing', '/radio', '/sms', '/stand-in', '/migrator', '/lucy', '/event', '/env', '/health'].map((path) => [path, { target: 'http://127.0.0.1:8080', ws: true }])),
  },
});
