// Where a music source lives (core.md 2 'Discover and search', 'Controls and dialogs'): its page, the
// page's edit and copy (duplicate) forms, and the public link the share dialog offers.
import type { SourceKind } from '../../domain/sourceMenu';
import { musicPath } from '../../pages/music/musicQueries';

/** The origin a public link falls back to when the page's is unknown (outside a browser). */
export const FALLBACK_ORIGIN = 'https://cadence.example';
/** DECISIONS.md {brand-prefix}: a schedule's public link is {origin}/cadence/{scheduleId}. */
const BRAND_PREFIX = 'cadence';

export interface SourceRef {
  id: string;
  kind: SourceKind;
}

export const sourcePath = ({ id, kind }: SourceRef): string => (kind === 'schedule' ? `/discover/schedule/${encodeURIComponent(id)}` : musicPath(id));
export const sourceEditPath = (source: SourceRef): string => `${sourcePath(source)}/edit`;
export const sourceCopyPath = (source: SourceRef): string => `${sourcePath(source)}/copy`;

function currentOrigin(): string {
  const origin = typeof window === 'undefined' ? null : window.location.origin;
  return origin && origin !== 'null' ? origin : FALLBACK_ORIGIN;
}

/** The link anyone can open: a schedule's is {origin}/cadence/{id}, a playlist's its page. */
export function publicSourceLink(source: SourceRef, origin: string = currentOrigin()): string {
  return source.kind === 'schedule' ? `${origin}/${BRAND_PREFIX}/${encodeURIComponent(source.id)}` : `${origin}${sourcePath(source)}`;
}
