// Entity ids: an opaque URL-safe base64 value of a key path such as
// 'SoundZone,,12a3b/Location,,1xyz/Account,,1abc/' (kind, string id, integer id in base 36, then the
// parent's key), padded with '.' to a multiple of 4 characters (core.md 3 Library, 2 Route conventions).

export interface KeySegment {
  kind: string;
  /** Integer id, written in base 36. */
  intId?: number;
  /** String id, used when there is no integer id. */
  stringId?: string;
}

function toBase64Url(text: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(text));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '.');
}

function fromBase64Url(id: string): string {
  const binary = atob(padId(id.replace(/\.+$/, '')).replace(/\./g, '=').replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** Pads a shortened id with '.' to a multiple of 4 characters (route parameters are redirected to this form). */
export function padId(id: string): string {
  return id.length % 4 === 0 ? id : id + '.'.repeat(4 - (id.length % 4));
}

/** The id of a key path, innermost segment first. */
export function encodeId(path: readonly KeySegment[]): string {
  const text = path.map((s) => `${s.kind},${s.stringId ?? ''},${s.intId === undefined ? '' : s.intId.toString(36)}/`).join('');
  return toBase64Url(text);
}

/** The key path of an id, innermost first; null when the id is not one of ours. */
export function decodeId(id: string): KeySegment[] | null {
  if (!/^[A-Za-z0-9_-]+\.{0,3}$/.test(id)) return null;
  let text: string;
  try {
    text = fromBase64Url(id);
  } catch {
    return null;
  }
  const segments = text.split('/');
  if (segments.pop() !== '') return null;
  const path: KeySegment[] = [];
  for (const segment of segments) {
    const match = /^([A-Za-z]+),([^,]*),([0-9a-z]*)$/.exec(segment);
    if (!match) return null;
    const [, kind, stringId, intId] = match;
    path.push({ kind: kind!, ...(stringId ? { stringId } : {}), ...(intId ? { intId: parseInt(intId, 36) } : {}) });
  }
  return path.length ? path : null;
}

/** The kind of an id; 'Collection' is read as 'Playlist'. */
export function kindOfId(id: string): string | null {
  const kind = decodeId(id)?.[0]?.kind ?? null;
  return kind === 'Collection' ? 'Playlist' : kind;
}

const DEEP_LINK_KINDS = { album: 'Album', artist: 'Artist', tag: 'BrowseCategory', track: 'Track' } as const;

/** Reads the product's own URI form cadence:{kind}:{shortId}; null for anything else. */
export function parseDeepLinkId(id: string): { kind: (typeof DEEP_LINK_KINDS)[keyof typeof DEEP_LINK_KINDS] | string; shortId: string } | null {
  const match = /^cadence:([a-z]+):(.+)$/.exec(id);
  if (!match) return null;
  const [, kind, shortId] = match;
  return { kind: DEEP_LINK_KINDS[kind as keyof typeof DEEP_LINK_KINDS] ?? kind!, shortId: shortId! };
}
