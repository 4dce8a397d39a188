// Marketing attribution (navigation.md 3 'Attribution', 9): the UTM parameters and ad click ids a visit
// arrives with, what stands in for them without UTM, and how long each is kept.

export const UTM_FIELDS = ['source', 'medium', 'campaign', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type Utm = Partial<Record<UtmField, string>>;

export const CLICK_ID_PARAMS = ['gclid', 'fbclid', 'msclkid', 'dclid', 'li_fat_id'] as const;
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];

export interface ClickId {
  param: ClickIdParam;
  value: string;
  /** When it was seen, ISO. */
  at: string;
}

export const UTM_MAX_LENGTH = 255;
export const ATTRIBUTION_KEPT_DAYS = 180;
export const CLICK_IDS_KEPT = 5;
/** The search parameter that sets how many days this visit's UTM values are kept. */
export const UTM_EXPIRY_PARAM = 'utm_expiry';
export const DIRECT_SOURCE = '(direct)';

const DAY_MS = 24 * 60 * 60 * 1000;

// Referrers read as a search engine: a host with one of these names as a label (google.se, www.bing.com).
const SEARCH_ENGINES = ['google', 'bing', 'yahoo', 'duckduckgo', 'baidu', 'yandex', 'ecosia', 'qwant', 'startpage'] as const;

function searchEngineOf(host: string): string | undefined {
  const labels = host.toLowerCase().split('.');
  return SEARCH_ENGINES.find((engine) => labels.includes(engine));
}

export interface Landing {
  /** The landing page's URL. */
  url: URL;
  /** document.referrer: empty when none. */
  referrer: string;
  now: Date;
}

export interface LandingAttribution {
  /** Source and medium always; campaign and content when the URL has them. */
  utm: Utm & { source: string; medium: string };
  /** Days the UTM values are kept. */
  keptDays: number;
  clickIds: ClickId[];
  /** Neither UTM nor a click id nor another site led here. */
  direct: boolean;
}

const truncate = (value: string) => value.slice(0, UTM_MAX_LENGTH);

/** The referrer's host when it is another site; undefined for none, a broken one, or this site's own pages. */
function externalReferrerHost(referrer: string, url: URL): string | undefined {
  try {
    const host = new URL(referrer).hostname;
    return host && host !== url.hostname ? host : undefined;
  } catch {
    return undefined;
  }
}

function keptDaysOf(search: URLSearchParams): number {
  const days = Number(search.get(UTM_EXPIRY_PARAM));
  return Number.isInteger(days) && days > 0 ? days : ATTRIBUTION_KEPT_DAYS;
}

/**
 * What a landing tells: the URL's UTM values, each cut to 255 characters; without any, the source is the
 * referring search engine or site, else '(direct)', and the medium 'cpc' after an ad click, 'organic' from
 * another site (search engines included), else 'direct'.
 */
export function landingAttribution({ url, referrer, now }: Landing): LandingAttribution {
  const search = url.searchParams;
  const clickIds = CLICK_ID_PARAMS.flatMap((param) => {
    const value = search.get(param);
    return value ? [{ param, value: truncate(value), at: now.toISOString() }] : [];
  });
  const utm: Utm = {};
  for (const field of UTM_FIELDS) {
    const value = search.get(`utm_${field}`);
    if (value) utm[field] = truncate(value);
  }
  const host = externalReferrerHost(referrer, url);
  const source = utm.source ?? (host ? (searchEngineOf(host) ?? host) : DIRECT_SOURCE);
  const medium = utm.medium ?? (clickIds.length > 0 ? 'cpc' : host ? 'organic' : 'direct');
  const direct = Object.keys(utm).length === 0 && clickIds.length === 0 && !host;
  return { utm: { ...utm, source, medium }, keptDays: keptDaysOf(search), clickIds, direct };
}

/** The click ids to keep: the newest first, at most 5, none older than 180 days, each value once. */
export function keptClickIds(stored: readonly ClickId[], landed: readonly ClickId[], now: Date): ClickId[] {
  const oldest = now.getTime() - ATTRIBUTION_KEPT_DAYS * DAY_MS;
  const seen = new Set<string>();
  return [...landed, ...stored]
    .filter((clickId) => Date.parse(clickId.at) >= oldest)
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .filter((clickId) => {
      const key = `${clickId.param}=${clickId.value}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, CLICK_IDS_KEPT);
}

/** Whether a landing replaces the kept UTM values: any but a direct visit does, and a direct one only when none are kept. */
export function replacesKeptUtm(landing: LandingAttribution, kept: Utm): boolean {
  return !landing.direct || kept.source === undefined;
}

/** Parses kept click ids (a JSON list); anything else is none. */
export function parseClickIds(text: string | undefined): ClickId[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is ClickId =>
        typeof item === 'object' && item !== null && (CLICK_ID_PARAMS as readonly unknown[]).includes(item.param) && typeof item.value === 'string' && typeof item.at === 'string' && !Number.isNaN(Date.parse(item.at)),
    );
  } catch {
    return [];
  }
}
