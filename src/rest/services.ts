// Where each REST service lives (DECISIONS.md). The contract's paths start with these base paths; a
// deployment may move a service to another base URL, and clients rewrite the prefix accordingly.
export const SERVICE_BASE_PATHS = {
  api: '/api',
  auth: '/auth',
  billing: '/billing',
  radio: '/radio',
  sms: '/sms',
  media: '/media',
  location: '/stand-in/location',
  spotify: '/stand-in/spotify',
  statuspage: '/stand-in/statuspage',
  oauth: '/stand-in/oauth',
  saml: '/stand-in/saml',
  psp: '/stand-in/psp',
  mail: '/stand-in/mail',
  migrator: '',
} as const;

export type RestService = keyof typeof SERVICE_BASE_PATHS;

/** The product's own services, which take X-API-Version 13 and the tracking headers. */
export const PRODUCT_SERVICES = ['api', 'auth', 'billing', 'radio', 'sms'] as const satisfies readonly RestService[];

/** The service a contract path belongs to: the one with the longest matching base path. */
export function serviceOfPath(path: string): RestService {
  const matches = (Object.entries(SERVICE_BASE_PATHS) as [RestService, string][])
    .filter(([, base]) => path === base || path.startsWith(`${base}/`))
    .sort(([, a], [, b]) => b.length - a.length);
  return matches[0]?.[0] ?? 'migrator';
}
