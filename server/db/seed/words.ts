// Word lists for the made-up background-music catalogue: artist names, titles, genres and moods.
// Nothing here names a real artist; names are put together from these parts.

export const FIRST_NAMES = [
  'Mira', 'Elias', 'Noor', 'Tove', 'Jonah', 'Ines', 'Oskar', 'Lena', 'Ravi', 'Sofia', 'Malik', 'Greta', 'Theo', 'Ada',
  'Nils', 'Yara', 'Felix', 'Alma', 'Kian', 'Ebba', 'Lucas', 'Hana', 'Matteo', 'Signe', 'Arlo', 'Ione', 'Vera', 'Caspian',
];

export const LAST_NAMES = [
  'Solberg', 'Varga', 'Lindqvist', 'Moreau', 'Okafor', 'Brandt', 'Castell', 'Hallin', 'Nakamura', 'Quist', 'Adler',
  'Rowan', 'Sandell', 'Ferro', 'Ekdahl', 'Marlowe', 'Dahl', 'Arden', 'Laine', 'Hollis', 'Berglund', 'Navarro', 'Wren',
];

export const ADJECTIVES = [
  'Velvet', 'Quiet', 'Golden', 'Amber', 'Silver', 'Paper', 'Hollow', 'Gentle', 'Northern', 'Slow', 'Bright', 'Lazy',
  'Midnight', 'Copper', 'Faded', 'Warm', 'Blue', 'Soft', 'Distant', 'Open', 'Little', 'Sunlit', 'Wild', 'Salt',
  'Crimson', 'Hidden', 'Early', 'Late', 'Easy', 'Green',
];

export const NOUNS = [
  'Harbour', 'Lantern', 'Meadow', 'Avenue', 'Orchard', 'River', 'Window', 'Garden', 'Harvest', 'Balcony', 'Compass',
  'Morning', 'Evening', 'Island', 'Tide', 'Letter', 'Feather', 'Ember', 'Forest', 'Station', 'Rooftop', 'Coast',
  'Pine', 'Horizon', 'Season', 'Mirror', 'Current', 'Shelter', 'Postcard', 'Candle',
];

export const PLURAL_NOUNS = [
  'Lanterns', 'Tides', 'Pines', 'Rivers', 'Orchards', 'Windows', 'Echoes', 'Sparrows', 'Avenues', 'Seasons', 'Harbours',
  'Embers', 'Postcards', 'Islands', 'Swallows', 'Compasses',
];

export const ENSEMBLES = ['Trio', 'Quartet', 'Ensemble', 'Collective', 'Orchestra', 'Band', 'Project'];

export const PLACES = ['Lisbon', 'Kyoto', 'Havana', 'Oslo', 'Marseille', 'Valparaíso', 'Reykjavík', 'Tangier', 'Trieste', 'Montreal', 'Hobart', 'Bergen'];

export const TIMES = ['Sunday', 'Morning', 'Midnight', 'Rainy Days', 'Late Summer', 'the Weekend', 'Slow Afternoons', 'First Light', 'Golden Hour'];

export const VERBS = ['Waiting', 'Drifting', 'Dancing', 'Walking', 'Falling', 'Dreaming', 'Running', 'Floating', 'Wandering', 'Leaning'];

export const PREPOSITIONS = ['by', 'under', 'across', 'into', 'along', 'beyond', 'over', 'through'];

/** Royalty-free library names: plain studio-style names. */
export const LIBRARY_PREFIXES = ['Studio', 'Library', 'Sound Bank', 'Open Tape', 'Free Air'];

export interface Genre {
  slug: string;
  name: string;
  /** Moods tracks of the genre usually have. */
  moods: string[];
  /** Share of the genre's tracks without vocals. */
  instrumental: number;
  /** Tempos the genre's tracks take. */
  tempos: string[];
}

export const GENRES: Genre[] = [
  { slug: 'jazz', name: 'Jazz', moods: ['mellow', 'elegant', 'romantic', 'warm'], instrumental: 0.6, tempos: ['slow', 'mid-tempo'] },
  { slug: 'acoustic', name: 'Acoustic', moods: ['mellow', 'warm', 'chill', 'dreamy'], instrumental: 0.3, tempos: ['slow', 'mid-tempo'] },
  { slug: 'lounge', name: 'Lounge', moods: ['chill', 'elegant', 'dreamy', 'groovy'], instrumental: 0.7, tempos: ['slow', 'mid-tempo'] },
  { slug: 'soul-funk', name: 'Soul & Funk', moods: ['groovy', 'upbeat', 'warm', 'romantic'], instrumental: 0.2, tempos: ['mid-tempo', 'fast'] },
  { slug: 'electronic', name: 'Electronic', moods: ['energetic', 'upbeat', 'dreamy', 'focus'], instrumental: 0.8, tempos: ['mid-tempo', 'fast'] },
  { slug: 'classical', name: 'Classical', moods: ['elegant', 'focus', 'mellow', 'romantic'], instrumental: 1, tempos: ['slow', 'mid-tempo'] },
  { slug: 'latin', name: 'Latin', moods: ['upbeat', 'romantic', 'groovy', 'warm'], instrumental: 0.3, tempos: ['mid-tempo', 'fast'] },
  { slug: 'indie-pop', name: 'Indie Pop', moods: ['upbeat', 'dreamy', 'warm', 'energetic'], instrumental: 0.1, tempos: ['mid-tempo', 'fast'] },
  { slug: 'folk', name: 'Folk', moods: ['mellow', 'warm', 'chill', 'romantic'], instrumental: 0.2, tempos: ['slow', 'mid-tempo'] },
  { slug: 'chillout', name: 'Chillout', moods: ['chill', 'dreamy', 'focus', 'mellow'], instrumental: 0.8, tempos: ['slow', 'mid-tempo'] },
  { slug: 'rock', name: 'Rock', moods: ['energetic', 'upbeat', 'warm'], instrumental: 0.1, tempos: ['mid-tempo', 'fast'] },
  { slug: 'piano', name: 'Piano', moods: ['focus', 'mellow', 'romantic', 'elegant'], instrumental: 1, tempos: ['slow'] },
];

export const genreBySlug = new Map(GENRES.map((g) => [g.slug, g]));

/** Hex colours for artwork and display, muted and saturated. */
export const COLORS = [
  '#1E3A5F', '#7A3E48', '#2F5D50', '#C27C2C', '#5B4B8A', '#A23B2A', '#3C6E71', '#D9A441', '#264653', '#8D5A97',
  '#E76F51', '#2A9D8F', '#6D597A', '#B56576', '#355070', '#E09F3E', '#9E2A2B', '#335C67', '#540B0E', '#4A7C59',
  '#F4A261', '#1D3557', '#457B9D', '#8A5A44', '#3D405B', '#81B29A', '#C1666B', '#48639C', '#6B705C', '#BC6C25',
];

/** Curators of the catalogue's readymade playlists (the provider's editorial team). */
export const CURATORS = ['Cadence Editors', 'Nordic Desk', 'Café Culture Team', 'Retail Sound Lab', 'Night Shift Selectors'];

/** A playlist or station of the catalogue. */
export interface PlaylistTheme {
  name: string;
  station?: boolean;
  /** Track tags the playlist draws on (genre slugs, moods, decades); a track matches when it has any. */
  tags: string[];
  /** Business types it is made for (browse categories of type business). */
  business?: string[];
  /** Occasions it suits (browse categories of type occasion). */
  occasions?: string[];
  short: string;
  /** Explicit tracks never play (presets.allowExplicit false). */
  clean?: boolean;
  linear?: boolean;
  /** Made only of royalty-free artists (for the royalty-free plan). */
  royaltyFree?: boolean;
}

export const PLAYLIST_THEMES: PlaylistTheme[] = [
  { name: 'Morning Coffee', tags: ['acoustic', 'folk', 'mellow'], business: ['cafe'], short: 'Mellow acoustic songs for the first hours of the day.', clean: true },
  { name: 'Sunday Brunch', tags: ['jazz', 'acoustic', 'warm'], business: ['cafe', 'restaurant'], short: 'Easy jazz and warm acoustic for a slow late breakfast.' },
  { name: 'Late Night Lounge', tags: ['lounge', 'chillout', 'elegant'], business: ['hotel', 'restaurant'], short: 'Smooth lounge for the last guests of the evening.' },
  { name: 'Boutique Grooves', tags: ['soul-funk', 'indie-pop', 'groovy'], business: ['retail'], short: 'Feel-good grooves that keep the shop floor moving.' },
  { name: 'Fine Dining', tags: ['jazz', 'classical', 'elegant'], business: ['restaurant', 'hotel'], short: 'Understated jazz and strings for a long dinner.', clean: true },
  { name: 'Workout Energy', tags: ['electronic', 'rock', 'energetic'], business: ['fitness'], short: 'High-tempo tracks for the gym floor.' },
  { name: 'Hotel Lobby', tags: ['lounge', 'piano', 'elegant'], business: ['hotel'], short: 'Polished and calm music for arrivals and departures.', clean: true },
  { name: 'Bossa Afternoon', tags: ['latin', 'jazz', 'warm'], business: ['cafe', 'restaurant'], short: 'Sunny bossa and latin jazz for a lazy afternoon.' },
  { name: 'Indie Café', tags: ['indie-pop', 'acoustic', 'dreamy'], business: ['cafe', 'retail'], short: 'Fresh indie pop with a soft edge.' },
  { name: 'Deep Focus', tags: ['piano', 'chillout', 'focus'], business: ['cafe'], short: 'Instrumental calm for work and study.', clean: true, linear: true },
  { name: 'Soul Kitchen', tags: ['soul-funk', 'warm', 'groovy'], business: ['restaurant'], short: 'Warm soul classics for a busy kitchen and a full room.' },
  { name: 'Nordic Folk', tags: ['folk', 'acoustic'], short: 'Quiet songs from the north.' },
  { name: 'Piano Moments', tags: ['piano', 'classical'], business: ['hotel', 'cafe'], short: 'Solo piano, unhurried and bright.', clean: true, linear: true },
  { name: 'Rooftop Sunset', tags: ['chillout', 'electronic', 'dreamy'], business: ['hotel', 'restaurant'], occasions: ['summer'], short: 'Golden-hour electronica for terraces and bars.' },
  { name: 'Retail Pop Hits', tags: ['indie-pop', 'upbeat'], business: ['retail'], short: 'Bright, catchy and upbeat for the high street.' },
  { name: 'Spa Serenity', tags: ['chillout', 'piano', 'mellow'], business: ['hotel'], short: 'Slow ambient textures for treatment rooms.', clean: true, linear: true },
  { name: 'Latin Fiesta', tags: ['latin', 'upbeat'], business: ['restaurant', 'retail'], occasions: ['summer'], short: 'Rhythm and sunshine from start to finish.' },
  { name: 'Classical Essentials', tags: ['classical'], business: ['hotel', 'restaurant'], short: 'Timeless strings and chamber pieces.', clean: true },
  { name: 'Friday Feeling', tags: ['soul-funk', 'indie-pop', 'upbeat'], business: ['retail', 'restaurant'], short: 'The weekend starts here.' },
  { name: 'Cozy Winter', tags: ['acoustic', 'jazz', 'warm'], occasions: ['holiday-season'], business: ['cafe'], short: 'Warm songs for short days and hot drinks.', clean: true },
  { name: 'Holiday Season Jazz', tags: ['jazz', 'piano', 'warm'], occasions: ['holiday-season'], business: ['retail', 'cafe'], short: 'Festive jazz for December trading.', clean: true },
  { name: 'Summer Terrace', tags: ['latin', 'indie-pop', 'chillout'], occasions: ['summer'], business: ['restaurant', 'cafe'], short: 'Long evenings outdoors.' },
  { name: 'Eighties Soft Rock', tags: ['rock', '80s'], business: ['retail'], short: 'Big choruses and soft guitars from the eighties.' },
  { name: 'Nineties Chill', tags: ['chillout', 'electronic', '90s'], business: ['cafe'], short: 'Downtempo from the nineties.' },
  { name: 'Modern Lounge', tags: ['lounge', '20s', '10s'], business: ['hotel'], short: 'Lounge of the last few years.' },
  { name: 'Acoustic Covers', tags: ['acoustic', 'vocal'], business: ['cafe', 'retail'], short: 'Familiar-sounding songs stripped back.' },
  { name: 'Dinner Party', tags: ['jazz', 'soul-funk', 'romantic'], business: ['restaurant'], short: 'Something for every course.' },
  { name: 'Wine Bar', tags: ['jazz', 'lounge', 'romantic'], business: ['restaurant'], short: 'Intimate jazz for a glass of red.' },
  { name: 'Bakery Mornings', tags: ['folk', 'acoustic', 'warm'], business: ['cafe'], short: 'Gentle songs while the ovens warm up.', clean: true },
  { name: 'Fitness Cooldown', tags: ['chillout', 'electronic', 'mellow'], business: ['fitness'], short: 'Bring the heart rate down.' },
  { name: 'Spin Class', tags: ['electronic', 'energetic', 'fast'], business: ['fitness'], short: 'Relentless beats for the bike studio.' },
  { name: 'Fashion Floor', tags: ['electronic', 'indie-pop', 'groovy'], business: ['retail'], short: 'Stylish electronic pop for fashion stores.' },
  { name: 'Romantic Evening', tags: ['romantic', 'jazz', 'piano'], business: ['restaurant'], short: 'Candlelight music.', clean: true },
  { name: 'Upbeat Acoustic', tags: ['acoustic', 'upbeat', 'folk'], business: ['cafe', 'retail'], short: 'Hand claps and guitars.' },
  { name: 'Groove Merchants', tags: ['soul-funk', 'groovy', '80s'], business: ['retail'], short: 'Basslines first.' },
  { name: 'Electronic Focus', tags: ['electronic', 'focus'], business: ['cafe'], short: 'Minimal electronica without distractions.', linear: true },
  { name: 'Instrumental Jazz', tags: ['jazz', 'instrumental'], business: ['restaurant', 'hotel'], short: 'Jazz without words.', clean: true },
  { name: 'Hotel Breakfast', tags: ['acoustic', 'piano', 'mellow'], business: ['hotel'], short: 'Quiet mornings in the breakfast room.', clean: true },
  { name: 'Rainy Day Café', tags: ['acoustic', 'chillout', 'dreamy'], business: ['cafe'], short: 'For when it pours outside.' },
  { name: 'Summer Hits', tags: ['indie-pop', 'latin', 'upbeat', '20s'], occasions: ['summer'], business: ['retail'], short: 'Sunshine songs of recent summers.' },
  { name: 'Open Studio Calm', tags: ['chillout', 'piano'], royaltyFree: true, short: 'Royalty-free calm for any space.', clean: true },
  { name: 'Open Studio Upbeat', tags: ['electronic', 'indie-pop'], royaltyFree: true, business: ['fitness', 'retail'], short: 'Royalty-free energy for busy hours.', clean: true },
  { name: 'Lounge Classics', tags: ['lounge', '90s', '00s'], business: ['hotel', 'restaurant'], short: 'The lounge sound that never left.' },
  { name: 'After Work', tags: ['soul-funk', 'lounge', 'electronic'], business: ['restaurant'], short: 'From the last meeting to the first drink.' },
  // Stations: endless mixes built from tags, an artist or seed tracks.
  { name: 'Jazz Station', station: true, tags: ['jazz'], business: ['restaurant'], short: 'Non-stop jazz.' },
  { name: 'Acoustic Station', station: true, tags: ['acoustic', 'folk'], business: ['cafe'], short: 'Acoustic around the clock.' },
  { name: 'Lounge Station', station: true, tags: ['lounge', 'chillout'], business: ['hotel'], short: 'Endless lounge.' },
  { name: 'Soul & Funk Station', station: true, tags: ['soul-funk'], business: ['retail'], short: 'Groove without breaks.' },
  { name: 'Electronic Station', station: true, tags: ['electronic'], business: ['fitness'], short: 'Beats all day.' },
  { name: 'Classical Station', station: true, tags: ['classical', 'piano'], business: ['hotel'], short: 'Timeless music, endlessly.', clean: true },
  { name: 'Latin Station', station: true, tags: ['latin'], occasions: ['summer'], short: 'Rhythms from the south.' },
  { name: 'Indie Pop Station', station: true, tags: ['indie-pop'], business: ['retail'], short: 'New favourites on repeat.' },
  { name: 'Chill Station', station: true, tags: ['chill', 'mellow'], short: 'Take it easy.' },
  { name: 'Upbeat Station', station: true, tags: ['upbeat', 'energetic'], business: ['fitness', 'retail'], short: 'Keep the energy up.' },
  { name: 'Romance Station', station: true, tags: ['romantic'], business: ['restaurant'], short: 'Love songs and slow dances.' },
  { name: 'Focus Station', station: true, tags: ['focus'], short: 'Music to think to.', clean: true },
  { name: 'Holiday Station', station: true, tags: ['warm', 'jazz'], occasions: ['holiday-season'], short: 'Seasonal warmth for December.', clean: true },
  { name: 'Eighties Station', station: true, tags: ['80s'], short: 'A decade of big hair.' },
  { name: 'Nineties Station', station: true, tags: ['90s'], short: 'The decade of downtempo.' },
  { name: 'Royalty-Free Station', station: true, tags: ['chillout', 'electronic', 'piano'], royaltyFree: true, short: 'Royalty-free music without end.', clean: true },
];

export interface CategoryDefinition {
  slug: string;
  name: string;
  type: 'genre' | 'mood' | 'business' | 'era' | 'occasion';
}

export const BROWSE_CATEGORIES: CategoryDefinition[] = [
  { slug: 'jazz', name: 'Jazz', type: 'genre' },
  { slug: 'acoustic', name: 'Acoustic', type: 'genre' },
  { slug: 'lounge', name: 'Lounge', type: 'genre' },
  { slug: 'soul-funk', name: 'Soul & Funk', type: 'genre' },
  { slug: 'electronic', name: 'Electronic', type: 'genre' },
  { slug: 'classical', name: 'Classical', type: 'genre' },
  { slug: 'latin', name: 'Latin', type: 'genre' },
  { slug: 'chill', name: 'Chill', type: 'mood' },
  { slug: 'upbeat', name: 'Upbeat', type: 'mood' },
  { slug: 'romantic', name: 'Romantic', type: 'mood' },
  { slug: 'focus', name: 'Focus', type: 'mood' },
  { slug: 'cafe', name: 'Café', type: 'business' },
  { slug: 'restaurant', name: 'Restaurant', type: 'business' },
  { slug: 'retail', name: 'Retail', type: 'business' },
  { slug: 'fitness', name: 'Fitness', type: 'business' },
  { slug: 'hotel', name: 'Hotel & Spa', type: 'business' },
  { slug: 'eighties', name: '80s', type: 'era' },
  { slug: 'nineties', name: '90s', type: 'era' },
  { slug: 'summer', name: 'Summer', type: 'occasion' },
  { slug: 'holiday-season', name: 'Holiday Season', type: 'occasion' },
];

/** The tag a category of type era stands for. */
export const ERA_TAGS: Record<string, string> = { eighties: '80s', nineties: '90s' };

/** Tag groups of recipe composers (stations built from tags). */
export const TAG_GROUP_TITLES: Record<string, { title: string; icon: string }> = {
  genre: { title: 'Genres', icon: 'genre' },
  mood: { title: 'Moods', icon: 'mood' },
  era: { title: 'Decades', icon: 'era' },
};

/** Title of a tag slug for display: 'soul-funk' → 'Soul & Funk', '80s' → '80s', 'mid-tempo' → 'Mid-tempo'. */
export function tagTitle(slug: string): string {
  const genre = genreBySlug.get(slug);
  if (genre) return genre.name;
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}
