import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { ariaLocalesPlugin } from './scripts/ariaLocalesPlugin.ts';
import { precompressPlugin } from './scripts/precompressPlugin.ts';
import { relayPlugin } from './scripts/relayVitePlugin.ts';

// react-router's package exports point every condition at its development build (dev warnings on);
// a production build takes the production one, which its dist ships beside it.
const reactRouterProduction = fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url));
// react-relay's main entry is CommonJS that requires its legacy containers (QueryRenderer, fragment,
// refetch and pagination containers: 6 KB of gzip) along with the hooks, so none of them can be
// dropped; the app uses only the hooks, which its hooks entry exports alone.
const reactRelayHooks = fileURLToPath(new URL('node_modules/react-relay/hooks.js', import.meta.url));

export default defineConfig(({ command }) => ({
  // Relay's graphql tags must be compiled to imports of their generated artifacts (they throw at run
  // time otherwise); plugin-react 6 takes no Babel plugins, so scripts/relayVitePlugin.ts does it.
  plugins: [relayPlugin(), ariaLocalesPlugin(), react(), precompressPlugin()],
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction },
            { find: /^react-relay$/, replacement: reactRelayHooks },
          ],
        }
      : {},
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    __APP_COMMIT__: JSON.stringify(process.env.CADENCE_COMMIT ?? 'dev'),
  },
  // Source maps stay beside the build for reading stack traces; the server never sends them. The
  // manifest is what the first-load budget (scripts/budget.ts) reads.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    manifest: true,
    // What the entry loads statically goes in two chunks, the libraries (which change less often, so
    // browsers keep them across releases) and the app's own modules: rolldown otherwise splits modules
    // that lazy chunks share with the entry into dozens of small ones, each a request and compressed
    // apart.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'] },
            // The same for what a first visit to a page loads after the first paint: the controls nearly
            // every page draws (and the words of its failures) and those of forms (with the react-aria and
            // react-hook-form modules under them), the login page, and the layout's header, sidebar and footer.
            { name: 'controls', test: /[\\/]src[\\/](?:ui[\\/](?:Button|Link)\.tsx|errors[\\/]errorMessage\.ts)$/ },
            // Fields apart from form state: a page with a search box or a filter (the zone list) draws the
            // fields without react-hook-form, which is 13 KB of the two's 22.
            { name: 'fields', test: /[\\/]src[\\/]ui[\\/](?:TextField|characterCounter)\.tsx?$/ },
            { name: 'forms', test: /[\\/]src[\\/]ui[\\/](?:forms|formFields|formErrors)\.tsx?$/ },
            { name: 'login', test: /[\\/]src[\\/]pages[\\/]auth[\\/](?:LoginPage|EmailLoginForm)\.tsx$/ },
            { name: 'chrome', test: /[\\/]src[\\/]layout[\\/](?:Header|Sidebar|MainNavigation|MobileNavigation|Footer|VisitorRegions)\.tsx$/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev`: the reference server (npm run server) answers everything but the app itself.
    proxy: Object.fromEntries(['/api', '/auth', '/billing', '/radio', '/sms', '/stand-in', '/migrator', '/lucy', '/event', '/env', '/health'].map((path) => [path, { target: 'http://127.0.0.1:8080', ws: true }])),
  },
}));
