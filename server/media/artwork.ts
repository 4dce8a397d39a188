// Generated artwork for covers, logos, avatars and browse categories: an SVG drawn from the id alone
// (plus the entity's colour, and initials for logos and avatars), so the same id always gives the
// same picture at any size and nothing is fetched (issue 3; core.md 9 image URL templates).
import { hashString, seededRandom } from '../db/seed/random';
import type { Random } from '../db/seed/random';

export const IMAGE_KINDS = ['cover', 'logo', 'avatar', 'category'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Largest width or height a template may ask for (core.md 9). */
export const MAX_IMAGE_SIZE = 3000;

/** The URL template of an entity's artwork; the client replaces %w and %h with the size it shows. */
export function imageUrlTemplate(kind: ImageKind, id: string): string {
  // Ids are URL-safe; the deep-link form keeps its colons readable (cadence:album:{id}).
  return `/api/images/${kind}/${encodeURIComponent(id).replace(/%3A/g, ':')}/%w/%h`;
}

/** What the artwork is drawn from besides the id. */
export interface ArtworkSubject {
  /** The entity's colour (#RRGGBB); one is derived from the id when absent. */
  color?: string | null;
  /** The name whose initials a logo or avatar shows. */
  name?: string | null;
}

export interface ArtworkRequest extends ArtworkSubject {
  kind: ImageKind;
  id: string;
  width: number;
  height: number;
}

const PALETTE = ['#1E3A5F', '#7A3E48', '#2F5D50', '#C27C2C', '#5B4B8A', '#A23B2A', '#3C6E71', '#264653', '#8D5A97', '#E76F51', '#2A9D8F', '#355070', '#9E2A2B', '#4A7C59', '#48639C', '#BC6C25'];

// --- Colour arithmetic ------------------------------------------------------------------------------

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl(hex: string): Hsl {
  const value = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

function toHex({ h, s, l }: Hsl): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.min(1, Math.max(0, s));
  const light = Math.min(1, Math.max(0, l));
  const c = (1 - Math.abs(2 * light - 1)) * sat;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = light - c / 2;
  const [r, g, b] = hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  return '#' + [r, g, b].map((v) => Math.round((v + m) * 255).toString(16).padStart(2, '0')).join('').toUpperCase();
}

/** Relative luminance (WCAG) of a colour. */
function luminance(hex: string): number {
  const value = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const isHexColor = (value: string | null | undefined): value is string => !!value && /^#[0-9A-Fa-f]{6}$/.test(value);

// --- Text ---------------------------------------------------------------------------------------------

/** Up to two initials of a name: the first letters of its first two words ('Café Lumen' → 'CL'). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').split(/[\s\-_/&.,]+/u).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase())
    .join('');
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

// --- Drawing ------------------------------------------------------------------------------------------

const n = (value: number) => String(Math.round(value * 10) / 10);

type Pattern = (random: Random, w: number, h: number, ink: string) => string;

const PATTERNS: Pattern[] = [
  // Overlapping discs.
  (random, w, h, ink) =>
    Array.from({ length: random.int(3, 6) }, () => `<circle cx="${n(random.next() * w)}" cy="${n(random.next() * h)}" r="${n((0.15 + random.next() * 0.45) * Math.max(w, h))}" fill="${ink}" fill-opacity="${n(0.08 + random.next() * 0.18)}"/>`).join(''),
  // Diagonal bands.
  (random, w, h, ink) => {
    const size = Math.max(w, h);
    const count = random.int(3, 7);
    const angle = random.int(-60, 60);
    return `<g transform="rotate(${angle} ${n(w / 2)} ${n(h / 2)})">${Array.from({ length: count }, (_, i) => `<rect x="${n(-size + (i * 3 * size) / count)}" y="${n(-size)}" width="${n((size / count) * (0.3 + random.next() * 0.9))}" height="${n(3 * size)}" fill="${ink}" fill-opacity="${n(0.07 + random.next() * 0.15)}"/>`).join('')}</g>`;
  },
  // Concentric rings from a corner.
  (random, w, h, ink) => {
    const cx = random.pick([0, w]);
    const cy = random.pick([0, h]);
    const step = Math.max(w, h) * (0.12 + random.next() * 0.1);
    return Array.from({ length: 9 }, (_, i) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(step * (i + 1))}" fill="none" stroke="${ink}" stroke-opacity="${n(0.1 + random.next() * 0.15)}" stroke-width="${n(step * 0.35)}"/>`).join('');
  },
  // Soft waves.
  (random, w, h, ink) =>
    Array.from({ length: random.int(2, 4) }, (_, i) => {
      const y = h * (0.35 + i * 0.2 + random.next() * 0.1);
      const amplitude = h * (0.05 + random.next() * 0.1);
      return `<path d="M0 ${n(y)} C ${n(w * 0.3)} ${n(y - amplitude)}, ${n(w * 0.6)} ${n(y + amplitude)}, ${n(w)} ${n(y)} L ${n(w)} ${n(h)} L 0 ${n(h)} Z" fill="${ink}" fill-opacity="${n(0.08 + random.next() * 0.12)}"/>`;
    }).join(''),
  // A grid of dots.
  (random, w, h, ink) => {
    const columns = random.int(4, 8);
    const gap = w / columns;
    const rows = Math.ceil(h / gap);
    const radius = gap * (0.12 + random.next() * 0.2);
    const dots: string[] = [];
    for (let row = 0; row < rows; row++) for (let column = 0; column < columns; column++) dots.push(`<circle cx="${n(gap * (column + 0.5))}" cy="${n(gap * (row + 0.5))}" r="${n(radius)}"/>`);
    return `<g fill="${ink}" fill-opacity="${n(0.12 + random.next() * 0.15)}">${dots.join('')}</g>`;
  },
];

/** The artwork as an SVG document of exactly width × height pixels. */
export function artworkSvg(request: ArtworkRequest): string {
  const { kind, id, width: w, height: h } = request;
  const random = seededRandom(hashString(`${kind}:${id}`));
  const base = isHexColor(request.color) ? request.color.toUpperCase() : random.pick(PALETTE);
  const hsl = toHsl(base);
  const second = toHex({ h: hsl.h + random.pick([-1, 1]) * random.int(25, 60), s: hsl.s * (0.8 + random.next() * 0.3), l: hsl.l + (hsl.l > 0.5 ? -1 : 1) * (0.08 + random.next() * 0.12) });
  const dark = luminance(base) < 0.35;
  const ink = dark ? '#FFFFFF' : '#000000';
  const angle = random.int(0, 359);
  const pattern = random.pick(PATTERNS)(random, w, h, ink);

  let text = '';
  const initials = kind === 'logo' || kind === 'avatar' ? initialsOf(request.name) : '';
  if (initials) {
    const size = Math.min(w, h) * (initials.length > 1 ? 0.4 : 0.5);
    text = `<text x="${n(w / 2)}" y="${n(h / 2)}" fill="${dark ? '#FFFFFF' : '#111111'}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${n(size)}" font-weight="600" text-anchor="middle" dominant-baseline="central">${escapeXml(initials)}</text>`;
  }
  // Avatars are round; everything else fills its rectangle.
  const clip = kind === 'avatar' ? `<clipPath id="c"><ellipse cx="${n(w / 2)}" cy="${n(h / 2)}" rx="${n(w / 2)}" ry="${n(h / 2)}"/></clipPath>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${second}"/></linearGradient>` +
    `<clipPath id="r"><rect width="${w}" height="${h}"/></clipPath>${clip}</defs>` +
    `<g clip-path="url(#${kind === 'avatar' ? 'c' : 'r'})"><rect width="${w}" height="${h}" fill="url(#g)"/>${pattern}</g>` +
    text +
    `</svg>`
  );
}
