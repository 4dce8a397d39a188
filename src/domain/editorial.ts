// The editorial home's named pages (core.md 2 '/home and /home/{page}'): the default page mixes every
// kind of category, and each named page lays out the categories of one kind. The web app shows them as
// tabs and the server lays each out, so both read this one list.

/** Categories of the catalogue, by the contract's BrowseCategoryType in lower case. */
export type CategoryKind = 'genre' | 'mood' | 'business' | 'era' | 'occasion';

export interface HomePageDefinition {
  /** The {page} of /home/{page}; null for /home itself. */
  page: string | null;
  title: string;
  /** The kind of category the page lays out; null for the mixed default page. */
  kind: CategoryKind | null;
}

export const HOME_PAGES: readonly HomePageDefinition[] = [
  { page: null, title: 'For you', kind: null },
  { page: 'genres', title: 'Genres', kind: 'genre' },
  { page: 'moods', title: 'Moods', kind: 'mood' },
  { page: 'business', title: 'Business', kind: 'business' },
  { page: 'eras', title: 'Decades', kind: 'era' },
  { page: 'occasions', title: 'Occasions', kind: 'occasion' },
];

/** The definition of /home/{page}, or null when no such page exists. */
export const homePageOf = (page: string | null | undefined): HomePageDefinition | null => HOME_PAGES.find((definition) => definition.page === (page || null)) ?? null;

export const homePagePath = (page: string | null) => (page ? `/home/${encodeURIComponent(page)}` : '/home');
export const browsePath = (categoryId: string) => `/discover/browse/${encodeURIComponent(categoryId)}`;
export const albumPath = (albumId: string, trackId?: string) => `/discover/album/${encodeURIComponent(albumId)}${trackId ? `#${encodeURIComponent(trackId)}` : ''}`;
export const artistPath = (artistId: string) => `/discover/artist/${encodeURIComponent(artistId)}`;
export const trackPath = (trackId: string) => `/discover/track/${encodeURIComponent(trackId)}`;

// --- Editorial agent (core.md 3 'Editorial agent context', 9) -------------------------------------

/** The locale every editorial request names. */
export const EDITORIAL_LOCALE = 'EN';

/** Who is looking, as the contract's EditorialAgentInput takes it. */
export interface EditorialAgent {
  platform: 'business' | 'business-t2';
  platformVersion: string;
  locale: string;
  tz: string;
  country: string | null;
  account: string | null;
  user: string | null;
  businessType: string | null;
  session: string;
}

/** The platform named: 'business' for tier 3 (the unlimited plan), else 'business-t2' (core.md 9). */
export const editorialPlatform = (plan: string | null): EditorialAgent['platform'] => (plan === 'unlimited' ? 'business' : 'business-t2');

/** The UTC offset of a moment as ±HH:MM, or Z at UTC. */
export function utcOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  if (minutes === 0) return 'Z';
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export interface EditorialAgentFacts {
  version: string;
  now: Date;
  session: string;
  userId: string | null;
  account: { id: string; plan: string; country: string; businessType: string } | null;
}

export function editorialAgentOf({ version, now, session, userId, account }: EditorialAgentFacts): EditorialAgent {
  return {
    platform: editorialPlatform(account?.plan ?? null),
    platformVersion: version,
    locale: EDITORIAL_LOCALE,
    tz: utcOffset(now),
    country: account?.country ?? null,
    account: account?.id ?? null,
    user: userId,
    businessType: account?.businessType ?? null,
    session,
  };
}
