// Deep links in the product's URI form {brand-prefix}:{type}:{id} (core.md 2 'Route conventions'):
// the operating system hands the shell the URI (argv on Windows and Linux, open-url on macOS); the
// shell shows the app's path for it, whose route redirects to the matching /discover/ page.
import { DEEP_LINK_SCHEME } from './config';

const LINK = new RegExp(`^${DEEP_LINK_SCHEME}:(?://)?((?:[a-z]+:)?[A-Za-z0-9._=-]{1,200})/?$`);

/** The app path a deep link opens, or null for anything that is not one. */
export function deepLinkPath(uri: string): string | null {
  const match = LINK.exec(uri.trim());
  return match ? `/${encodeURIComponent(`${DEEP_LINK_SCHEME}:${match[1]!}`)}` : null;
}

/** The first deep link among a second instance's (or the first launch's) command-line arguments. */
export function deepLinkInArgv(argv: readonly string[]): string | null {
  for (const arg of argv) {
    const path = deepLinkPath(arg);
    if (path) return path;
  }
  return null;
}
