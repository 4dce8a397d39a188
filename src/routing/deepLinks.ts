// The product's own links (core.md 2, navigation.md 2.1, DECISIONS.md): cadence:{type}:{id} leads to the
// matching /discover/ page, and a bare id (cadence:{id}, the public link /cadence/{id}, or /discover/{id})
// to music, schedule or release by the kind the id carries.
import { kindOfId } from '../domain/ids';

export const DEEP_LINK_SCHEME = 'cadence';

/** The /discover/ section of each deep-link type. */
const SECTION_OF_TYPE: Readonly<Record<string, string>> = {
  music: 'music',
  playlist: 'music',
  collection: 'music',
  station: 'music',
  schedule: 'schedule',
  album: 'album',
  release: 'album',
  artist: 'artist',
  tag: 'browse',
  category: 'browse',
};

/**
 * The prefix of a bare id by its kind: music, schedule or release. Release pages live at
 * /discover/album/ (the legacy rule renames release to album), so the link goes there in one step.
 */
const SECTION_OF_KIND: Readonly<Record<string, string>> = {
  Playlist: 'music',
  CadenceStation: 'music',
  Schedule: 'schedule',
  Album: 'album',
};

function sectionOfBareId(id: string): string | null {
  const kind = kindOfId(id);
  return kind ? (SECTION_OF_KIND[kind] ?? null) : null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function discoverPath(section: string, id: string, rest: readonly string[]): string {
  return ['', 'discover', section, encodeURIComponent(id), ...rest].join('/');
}

/** Where a path naming a deep link or a bare id leads; null for any other path. */
export function deepLinkTarget(pathname: string): string | null {
  const [first = '', ...after] = pathname.split('/').slice(1);
  // /discover/{link} takes every form; /cadence/{id} is the public link of a bare id; /{link} needs the scheme.
  const under = first === 'discover' || first === DEEP_LINK_SCHEME ? first : null;
  const link = decodeSegment(under ? (after[0] ?? '') : first);
  const rest = under ? after.slice(1) : after;

  const typed = new RegExp(`^${DEEP_LINK_SCHEME}:([a-z]+):(.+)$`).exec(link);
  if (typed && under !== DEEP_LINK_SCHEME) {
    const section = SECTION_OF_TYPE[typed[1]!];
    return section ? discoverPath(section, typed[2]!, rest) : null;
  }
  const schemePrefix = `${DEEP_LINK_SCHEME}:`;
  const bare = link.startsWith(schemePrefix) && under !== DEEP_LINK_SCHEME ? link.slice(schemePrefix.length) : under ? link : null;
  if (!bare) return null;
  const section = sectionOfBareId(bare);
  return section ? discoverPath(section, bare, rest) : null;
}
