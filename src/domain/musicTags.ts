// The catalogue's track tags as stations and the prompt assistant name them (core.md 3 'Playlist
// (collection)': a recipe composer's tagGroups [{id, title, icon, tags [{slug, title}]}]; core.md 7
// getTracksFromPrompt): every catalogue track carries a genre, one or two moods, a tempo, vocal or
// instrumental, and the decade it came out in. The station-from-tags page offers these groups, the
// server checks a station's tags against them, and the prompt interpreter reads a prompt into them.

export type TagGroupId = 'genre' | 'mood' | 'tempo' | 'vocals' | 'era';

export interface MusicTag {
  slug: string;
  title: string;
}

export interface MusicTagGroup {
  id: TagGroupId;
  title: string;
  icon: string;
  tags: readonly MusicTag[];
}

const tag = (slug: string, title: string): MusicTag => ({ slug, title });

export const MUSIC_TAG_GROUPS: readonly MusicTagGroup[] = [
  {
    id: 'genre',
    title: 'Genres',
    icon: 'genre',
    tags: [
      tag('jazz', 'Jazz'),
      tag('acoustic', 'Acoustic'),
      tag('lounge', 'Lounge'),
      tag('soul-funk', 'Soul & Funk'),
      tag('electronic', 'Electronic'),
      tag('classical', 'Classical'),
      tag('latin', 'Latin'),
      tag('indie-pop', 'Indie Pop'),
      tag('folk', 'Folk'),
      tag('chillout', 'Chillout'),
      tag('rock', 'Rock'),
      tag('piano', 'Piano'),
    ],
  },
  {
    id: 'mood',
    title: 'Moods',
    icon: 'mood',
    tags: [
      tag('mellow', 'Mellow'),
      tag('elegant', 'Elegant'),
      tag('romantic', 'Romantic'),
      tag('warm', 'Warm'),
      tag('chill', 'Chill'),
      tag('dreamy', 'Dreamy'),
      tag('groovy', 'Groovy'),
      tag('upbeat', 'Upbeat'),
      tag('energetic', 'Energetic'),
      tag('focus', 'Focus'),
    ],
  },
  { id: 'tempo', title: 'Tempo', icon: 'tempo', tags: [tag('slow', 'Slow'), tag('mid-tempo', 'Mid-tempo'), tag('fast', 'Fast')] },
  { id: 'vocals', title: 'Vocals', icon: 'vocals', tags: [tag('vocal', 'Vocal'), tag('instrumental', 'Instrumental')] },
  { id: 'era', title: 'Decades', icon: 'era', tags: [tag('70s', '70s'), tag('80s', '80s'), tag('90s', '90s'), tag('00s', '00s'), tag('10s', '10s'), tag('20s', '20s')] },
];

const groupOfSlug = new Map(MUSIC_TAG_GROUPS.flatMap((group) => group.tags.map((t) => [t.slug, group] as const)));

export const isMusicTag = (slug: string): boolean => groupOfSlug.has(slug);
export const ALL_TAG_SLUGS: readonly string[] = [...groupOfSlug.keys()];

/** The tags as a recipe composer's groups, in the groups' order, each group with the chosen tags only. */
export function tagGroupsOf(slugs: readonly string[]): MusicTagGroup[] {
  const chosen = new Set(slugs);
  return MUSIC_TAG_GROUPS.map((group) => ({ ...group, tags: group.tags.filter((t) => chosen.has(t.slug)) })).filter((group) => group.tags.length > 0);
}

export const tagTitleOf = (slug: string): string => groupOfSlug.get(slug)?.tags.find((t) => t.slug === slug)?.title ?? slug;

/** How much a matched tag of each group weighs when ranking tracks: what a prompt names first is its genre, then its mood. */
export const TAG_WEIGHTS: Record<TagGroupId, number> = { genre: 3, mood: 2, era: 2, tempo: 1, vocals: 1 };

// Words of everyday prompts that mean one of the tags. Single words; the phrases below come first.
const SYNONYMS: Record<string, string> = {
  jazzy: 'jazz', swing: 'jazz', bebop: 'jazz', blues: 'jazz',
  unplugged: 'acoustic', guitar: 'acoustic', singer: 'vocal', songwriter: 'acoustic',
  cocktail: 'lounge', bar: 'lounge',
  soul: 'soul-funk', funk: 'soul-funk', funky: 'soul-funk', disco: 'soul-funk', rnb: 'soul-funk',
  electro: 'electronic', edm: 'electronic', house: 'electronic', techno: 'electronic', synth: 'electronic', dance: 'electronic',
  orchestral: 'classical', strings: 'classical', symphony: 'classical', baroque: 'classical',
  bossa: 'latin', salsa: 'latin', samba: 'latin', tango: 'latin', reggaeton: 'latin',
  indie: 'indie-pop', pop: 'indie-pop',
  country: 'folk', americana: 'folk',
  ambient: 'chillout', downtempo: 'chillout', lofi: 'chillout',
  guitars: 'rock', punk: 'rock',
  keys: 'piano',
  calm: 'mellow', soft: 'mellow', gentle: 'mellow', quiet: 'mellow', peaceful: 'mellow',
  classy: 'elegant', sophisticated: 'elegant', refined: 'elegant', luxury: 'elegant', dinner: 'elegant', fancy: 'elegant',
  love: 'romantic', date: 'romantic', candlelight: 'romantic',
  cozy: 'warm', cosy: 'warm', sunny: 'warm', summer: 'warm',
  relaxed: 'chill', relaxing: 'chill', relax: 'chill', laid: 'chill', easy: 'chill', lazy: 'chill',
  dreamlike: 'dreamy', ethereal: 'dreamy', atmospheric: 'dreamy',
  groove: 'groovy', grooves: 'groovy',
  happy: 'upbeat', cheerful: 'upbeat', positive: 'upbeat', fun: 'upbeat', uplifting: 'upbeat', feel: 'upbeat',
  energy: 'energetic', energizing: 'energetic', energising: 'energetic', workout: 'energetic', gym: 'energetic', party: 'energetic', intense: 'energetic', pumping: 'energetic',
  study: 'focus', work: 'focus', concentration: 'focus', concentrate: 'focus', office: 'focus', reading: 'focus',
  slower: 'slow', slowly: 'slow',
  moderate: 'mid-tempo', medium: 'mid-tempo', midtempo: 'mid-tempo',
  quick: 'fast', faster: 'fast', uptempo: 'fast', rapid: 'fast',
  vocals: 'vocal', singing: 'vocal', sung: 'vocal', lyrics: 'vocal',
  instrumentals: 'instrumental',
  seventies: '70s', eighties: '80s', nineties: '90s', noughties: '00s', aughts: '00s', twenties: '20s',
};

// Phrases read before single words, so 'no vocals' is instrumental rather than vocal.
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\b(?:no|without) (?:vocals?|singing|lyrics)\b/g, 'instrumental'],
  [/\bsoul (?:&|and) funk\b/g, 'soul-funk'],
  [/\bindie[ -]pop\b/g, 'indie-pop'],
  [/\bmid[ -]tempo\b/g, 'mid-tempo'],
  [/\b(?:high|lots of) energy\b/g, 'energetic'],
  [/\blow energy\b/g, 'mellow'],
  [/\bup[ -]?beat\b/g, 'upbeat'],
  [/\blaid[ -]back\b/g, 'chill'],
  [/\bchill[ -]?out\b/g, 'chillout'],
  [/\blo[ -]fi\b/g, 'chillout'],
  [/\bhip[ -]hop\b/g, 'soul-funk'],
  [/\bnew music\b/g, '20s'],
];

/** A decade written as 1980s, 1980's, 80s or 80's, as the catalogue's tag ('80s'). */
function decadeOf(word: string): string | null {
  const match = /^(?:19|20)?(\d)0'?s$/.exec(word);
  if (!match) return null;
  const slug = `${match[1]}0s`;
  return isMusicTag(slug) ? slug : null;
}

export interface PromptTerms {
  /** Tags the prompt names, in the order it names them, each once. */
  tags: string[];
  /** The prompt's other words, for matching artist names and titles. */
  words: string[];
}

// Words that say nothing about the music and would only add noise to a title search.
const STOP_WORDS = new Set(
  'a an and the of for with to in on at by from some music songs song tracks track playlist station play me my our we i something like that is are be mix vibe vibes vibey style kind sort please make give want need bit little very really more less tunes background store shop cafe restaurant hotel'.split(' '),
);

/** Reads a prompt into the tags it names and the words left over; the same prompt always reads the same. */
export function interpretPrompt(prompt: string): PromptTerms {
  let text = prompt.toLowerCase().replace(/[’‘]/g, "'");
  const tags: string[] = [];
  const add = (slug: string) => {
    if (!tags.includes(slug)) tags.push(slug);
  };
  for (const [pattern, slug] of PHRASES) {
    text = text.replace(pattern, () => {
      add(slug);
      return ' ';
    });
  }
  const words: string[] = [];
  for (const word of text.match(/[\p{L}\p{N}']+/gu) ?? []) {
    const bare = word.replace(/'/g, '');
    const slug = isMusicTag(bare) ? bare : (decadeOf(word) ?? SYNONYMS[bare]);
    if (slug) add(slug);
    else if (!STOP_WORDS.has(bare) && bare.length > 1) words.push(bare);
  }
  return { tags, words };
}

export const tagGroupOf = (slug: string): TagGroupId | null => groupOfSlug.get(slug)?.id ?? null;

/** How many tracks the assistant suggests for a prompt, and a station made from tags holds. */
export const PROMPT_TRACK_COUNT = 50;
export const STATION_TRACK_COUNT = 100;
/** Longest prompt the contract takes (schema/control.graphql getTracksFromPrompt). */
export const PROMPT_MAX_LENGTH = 500;
/** Longest station or playlist name (CreateStationInput.name). */
export const STATION_NAME_MAX = 100;

export const promptMessages = {
  noTags: 'Choose at least one tag',
  noTracks: 'No tracks match this description',
  noSource: 'A station needs tags, a seed playlist or a prompt',
  starter: 'The starter plan cannot create stations',
  royaltyFree: 'Royalty-free accounts cannot create stations',
} as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A name for what a prompt asked for: its moods and genres ('Mellow Jazz'), else the prompt itself, shortened. */
export function promptTitle(prompt: string, terms: PromptTerms): string {
  const named = terms.tags.filter((slug) => tagGroupOf(slug) !== 'vocals');
  const order: TagGroupId[] = ['era', 'mood', 'tempo', 'genre'];
  const sorted = [...named].sort((a, b) => order.indexOf(tagGroupOf(a)!) - order.indexOf(tagGroupOf(b)!));
  const title = sorted.length ? sorted.map(tagTitleOf).join(' ') : capitalised(prompt.trim().replace(/\s+/g, ' '));
  return title.length > STATION_NAME_MAX ? `${title.slice(0, STATION_NAME_MAX - 1).trimEnd()}…` : title;
}
