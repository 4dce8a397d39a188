// Shortened ids in route parameters (core.md 2, navigation.md 2.1): an id of ours whose trailing '.'
// padding was cut off is padded again to a multiple of 4 and the app redirects to the padded form, so
// every page, cache key and link sees one spelling of each id.
import { decodeId, padId } from '../domain/ids';

const UNPADDED_ID = /^[A-Za-z0-9_-]+$/;

/** The segment padded when it is a shortened id of ours; null when it is anything else. */
export function paddedIdSegment(segment: string): string | null {
  if (segment.length % 4 === 0 || !UNPADDED_ID.test(segment)) return null;
  const padded = padId(segment);
  // Only segments that decode to one of our key paths: words like 'player' or 'zones' stay as they are.
  return decodeId(padded) ? padded : null;
}

/** The path with its shortened ids padded; null when none needed padding. */
export function padShortenedIds(pathname: string): string | null {
  let changed = false;
  const segments = pathname.split('/').map((segment) => {
    const padded = paddedIdSegment(segment);
    if (padded === null) return segment;
    changed = true;
    return padded;
  });
  return changed ? segments.join('/') : null;
}
