// Server settings from the environment, validated once at start-up.
import { valid } from 'semver';
import { z } from 'zod';
import { SPOTIFY_CLIENT_ID } from '../src/domain/spotify';

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** A PostgreSQL URL; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** production turns off introspection and arbitrary operations and validates requests only. */
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Origin used in links the server sends (e-mails, redirects); defaults to http://HOST:PORT. */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** Where the built web app is served from. */
  WEB_DIST_DIR: z.string().default('./dist'),
  /**
   * Complexity each GraphQL viewer may spend per minute (queryInfo; RATE_LIMITED beyond it). Sized for
   * the heaviest thing a person does: scrolling the largest account's zone list (5,000 zones with what
   * each plays, about 37 a zone) to its end within the minute, with room left for the rest of the app;
   * a script paging faster than that, or over several lists at once, is refused (server/graphql/budget.test.ts).
   */
  GRAPHQL_COMPLEXITY_BUDGET: z.coerce.number().int().positive().default(250_000),
  /** Trust the first X-Forwarded-For entry as the client address (set behind a proxy that overwrites it). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Seed the demo data into an empty database. */
  SEED: z.enum(['demo', 'none']).default('demo'),
  /** Run the demo's simulated players (server/devices/simulator.ts); by default everywhere but in tests. */
  SIMULATE_DEVICES: z.enum(['true', 'false']).optional(),
  /** Render the audio a player streams next as soon as it reads its state; by default everywhere but in tests. */
  PRERENDER_AUDIO: z.enum(['true', 'false']).optional(),
  /** Country the location stand-in answers (/stand-in/location/determine-location). */
  STAND_IN_COUNTRY: z.string().regex(/^[A-Z]{2}$/, 'Must be an ISO country code such as SE').default('SE'),
  /**
   * The streaming service's accounts service (/authorize, /api/token) and Web API (/v1/...) as the
   * server reaches them; unset, the stand-in this server serves at /stand-in/spotify.
   */
  SPOTIFY_ACCOUNTS_URL: z.string().url().optional(),
  SPOTIFY_API_URL: z.string().url().optional(),
  /** The product's client at the streaming service (the stand-in registers these). */
  SPOTIFY_CLIENT_ID: z.string().min(1).default(SPOTIFY_CLIENT_ID),
  SPOTIFY_CLIENT_SECRET: z.string().min(1).default('cadence-stand-in-secret'),
  /**
   * The payment provider's Checkout API (/v71/payments...) and 3-D Secure pages as the server reaches
   * them; unset, the stand-in this server serves at /stand-in/psp.
   */
  PSP_API_URL: z.string().url().optional(),
  /** The merchant's API key at the payment provider (the stand-in accepts any unless PSP_STAND_IN_API_KEY is set). */
  PSP_API_KEY: z.string().min(1).default('cadence-stand-in-key'),
  PSP_MERCHANT_ACCOUNT: z.string().min(1).default('CadenceECOM'),
  /** The one API key the payment stand-in accepts; unset, any non-empty key. */
  PSP_STAND_IN_API_KEY: z.string().min(1).optional(),
  /**
   * The oldest desktop player (core.md 2 'Desktop player shell') that will go on being supported: a desktop
   * device reporting an older version gives its zone the soon-unsupported error (core.md 4), and reporting
   * this version or a newer one resolves it (server/premises/desktopVersions.ts).
   */
  DESKTOP_SUPPORTED_FROM: z
    .string()
    .refine((v) => valid(v) !== null, 'Must be a version such as 0.1.0')
    .default('0.1.0'),
  /** The status-page stand-in's incidents and maintenances; DATA_DIR/statuspage.json when unset. */
  STATUSPAGE_FILE: z.string().optional(),
  /** Flag properties merged over the catalogue's defaults, as JSON: {"theme-select":{"enabled":true}}. */
  FLAG_OVERRIDES: z
    .string()
    .default('{}')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be a JSON object' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string(), z.record(z.string(), z.union([z.boolean(), z.string(), z.number()])))),
});

export type ServerConfig = Omit<z.infer<typeof ConfigSchema>, 'SIMULATE_DEVICES' | 'PRERENDER_AUDIO'> & { publicOrigin: string; simulateDevices: boolean; prerenderAudio: boolean };

export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = ConfigSchema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  const { SIMULATE_DEVICES, PRERENDER_AUDIO, ...settings } = parsed;
  return {
    ...settings,
    publicOrigin: parsed.PUBLIC_ORIGIN ?? `http://${parsed.HOST}:${parsed.PORT}`,
    simulateDevices: SIMULATE_DEVICES ? SIMULATE_DEVICES === 'true' : parsed.NODE_ENV !== 'test',
    prerenderAudio: PRERENDER_AUDIO ? PRERENDER_AUDIO === 'true' : parsed.NODE_ENV !== 'test',
  };
}
