// The pages the shell leaves to the system browser (navigation.md 2.13): the renderer asks, the main
// process checks the URL against this list before shell.openExternal, so a compromised page cannot
// open arbitrary URLs or protocols on the computer.

/** Paths on the app's own origin that open in the system browser: exact, or with everything under them. */
const SYSTEM_BROWSER_PATHS: readonly RegExp[] = [
  /^\/forgot-password$/,
  /^\/accounts\/[^/]+\/zones$/,
  /^\/accounts\/[^/]+\/checkout(\/.*)?$/,
  /^\/accounts\/[^/]+\/change-plan(\/.*)?$/,
  /^\/accounts\/[^/]+\/upgrade-plan(\/.*)?$/,
];

/** The URL to hand to shell.openExternal, or null when it is off the allow-list. */
export function allowedExternalUrl(raw: string, appOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.origin !== appOrigin || url.username || url.password) return null;
  return SYSTEM_BROWSER_PATHS.some((path) => path.test(url.pathname)) ? url.href : null;
}
