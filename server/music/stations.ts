// Stations an account makes (core.md 2 'Create', 3 'Playlist (collection)', 6 'Tiers and plans'): a
// playlist presented as a station, composed from tags (a recipe composer with tag groups), grown from a
// seed playlist (a seed composer holding seed tracks) or read from a prompt (a recipe composer of the
// tags the prompt names). Its tracks are chosen when it is made and stored like any playlist's, so the
// playback engine plays it as it plays every playlist, filtered per zone (market, explicit, blocks).
// The starter plan cannot create stations and royalty-free accounts are blocked from them.
import { asc, eq, sql } from 'drizzle-orm';
import { STATION_TRACK_COUNT, interpretPrompt, isMusicTag, promptMessages, tagGroupOf, tagGroupsOf, tagTitleOf, ALL_TAG_SLUGS } from '../../src/domain/musicTags';
import { decodeId } from '../../src/domain/ids';
import { messages } from '../../src/domain/validation';
import { requireAccount } from '../access/accountAccess';
import { planOf } from '../accounts/model';
import type { RequestContext } from '../context';
import { newId } from '../db/ids';
import { playlists, playlistTracks, tracks } from '../db/schema';
import { snapshotOf } from '../db/seed/catalogue';
import { badRequest, forbidden, notFound, requiredText } from '../errors';
import type { PlaylistRow, TrackRow } from '../loaders';
import type { CreateStationInput } from '../graphql/control/__generated__/types';
import { ANY_MARKET, playlistDisplay, requirePlaylist } from './catalogue';
import { blockedForAccount, rankTracks } from './promptTracks';
import { announceNewPlaylist, newPlaylistColor, writeEntries } from './playlistEditing';

/** Colours a new station is shown in until it has artwork of its own. */
const STATION_COLORS = ['#264653', '#6D597A', '#2A9D8F', '#BC6C25'] as const;
/** Seed tracks a station from a playlist keeps in its composer: the playlist's first ones. */
const SEED_TRACKS = 5;
/** Tracks of a seed playlist read to learn what it sounds like. */
const SEED_PLAYLIST_SAMPLE = 500;
/** Moods a station from a playlist takes from it, besides its main genre. */
const SEED_MOODS = 2;
/** Genres a playlist row keeps (the graph shows the first 5). */
const GENRES_KEPT = 6;

interface Recipe {
  composerType: 'RECIPE' | 'SEED';
  composer: Record<string, unknown>;
  tracks: TrackRow[];
}

/** A station's account: one that may create stations (core.md 6 'Tiers and plans'). */
async function requireStationAccount(context: RequestContext, owner: string) {
  const { account } = await requireAccount(context, owner);
  const plan = planOf(account);
  if (plan === 'starter') throw forbidden(promptMessages.starter);
  if (plan === 'royalty-free') throw forbidden(promptMessages.royaltyFree);
  return account;
}

const ranked = (context: RequestContext, owner: string, ask: { tags: string[]; words?: string[]; artistText?: string; salt: string }, limit = STATION_TRACK_COUNT) =>
  // Every track the account could play is a candidate: each zone filters by its market and the explicit setting as it plays.
  rankTracks(context, { tags: ask.tags, words: ask.words ?? [], artistText: ask.artistText ?? '', salt: ask.salt, market: ANY_MARKET, hideExplicit: sql`false`, blockedIds: blockedForAccount(owner), royaltyFreeOnly: false, limit });

async function fromTags(context: RequestContext, owner: string, slugs: readonly string[]): Promise<Recipe> {
  const unknown = slugs.filter((slug) => !isMusicTag(slug));
  if (unknown.length) throw badRequest({ 'input.tags': messages.oneOf(ALL_TAG_SLUGS) });
  const tags = [...new Set(slugs)];
  const id = await newId(context.db, 'Composer');
  return { composerType: 'RECIPE', composer: { id, tagGroups: tagGroupsOf(tags) }, tracks: await ranked(context, owner, { tags, salt: tags.join(' ') }) };
}

async function fromPrompt(context: RequestContext, owner: string, prompt: string): Promise<Recipe> {
  const text = prompt.trim().toLowerCase();
  const terms = interpretPrompt(text);
  const id = await newId(context.db, 'Composer');
  return { composerType: 'RECIPE', composer: { id, tagGroups: tagGroupsOf(terms.tags) }, tracks: await ranked(context, owner, { tags: terms.tags, words: terms.words, artistText: text, salt: text }) };
}

/** The tags a list of tracks shares most: its main genre and moods, in the order of how many carry them. */
function commonTags(list: readonly TrackRow[]): string[] {
  const counts = new Map<string, number>();
  for (const track of list) for (const slug of track.tags) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  const byCount = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([slug]) => slug);
  const genre = byCount.find((slug) => tagGroupOf(slug) === 'genre');
  return [...(genre ? [genre] : []), ...byCount.filter((slug) => tagGroupOf(slug) === 'mood').slice(0, SEED_MOODS)];
}

async function fromPlaylist(context: RequestContext, owner: string, playlistId: string): Promise<Recipe> {
  const seedPlaylist = await requirePlaylist(context, playlistId);
  const rows = await context.db
    .select({ track: tracks })
    .from(playlistTracks)
    .innerJoin(tracks, eq(tracks.id, playlistTracks.trackId))
    .where(eq(playlistTracks.playlistId, seedPlaylist.id))
    .orderBy(asc(playlistTracks.position))
    .limit(SEED_PLAYLIST_SAMPLE);
  const sample = rows.map((row) => row.track);
  if (!sample.length) throw badRequest({ 'input.seedPlaylist': promptMessages.noTracks }, promptMessages.noTracks);
  const seeds = sample.slice(0, SEED_TRACKS);
  const tags = commonTags(sample);
  const grown = await ranked(context, owner, { tags, salt: seedPlaylist.id }, STATION_TRACK_COUNT + seeds.length);
  const rest = grown.filter((track) => !seeds.some((seed) => seed.id === track.id));
  const id = await newId(context.db, 'Composer');
  return { composerType: 'SEED', composer: { id, seedTrackIds: seeds.map((seed) => seed.id), seedPlaylistId: seedPlaylist.id }, tracks: [...seeds, ...rest].slice(0, STATION_TRACK_COUNT) };
}

/** Genre names of the tracks, most frequent first. */
function genresOf(list: readonly TrackRow[]): string[] {
  const counts = new Map<string, number>();
  for (const track of list) {
    const genre = track.tags.find((slug) => tagGroupOf(slug) === 'genre');
    if (genre) counts.set(genre, (counts.get(genre) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, GENRES_KEPT).map(([slug]) => tagTitleOf(slug));
}

function recipeOf(context: RequestContext, input: CreateStationInput): Promise<Recipe> {
  if (input.tags?.length) return fromTags(context, input.owner, input.tags);
  if (input.seedPlaylist) return fromPlaylist(context, input.owner, input.seedPlaylist);
  if (input.prompt?.trim()) return fromPrompt(context, input.owner, input.prompt);
  if (input.tags) throw badRequest({ 'input.tags': promptMessages.noTags }, promptMessages.noTags);
  throw badRequest({ 'input.tags': messages.required }, promptMessages.noSource);
}

export async function createStation(context: RequestContext, input: CreateStationInput): Promise<PlaylistRow> {
  const account = await requireStationAccount(context, input.owner);
  const name = requiredText(input.name, 'input.name');
  const recipe = await recipeOf(context, input);
  if (!recipe.tracks.length) throw badRequest({ [input.seedPlaylist ? 'input.seedPlaylist' : input.tags?.length ? 'input.tags' : 'input.prompt']: promptMessages.noTracks }, promptMessages.noTracks);
  const now = context.now();
  const row = await context.db.transaction(async (tx) => {
    const id = await newId(tx, 'Playlist', decodeId(account.id) ?? []);
    const [created] = await tx
      .insert(playlists)
      .values({
        id,
        name,
        ownerAccountId: account.id,
        composerType: recipe.composerType,
        composer: recipe.composer,
        presentAs: 'STATION',
        playbackMode: 'shuffle',
        genres: genresOf(recipe.tracks),
        color: newPlaylistColor(id, STATION_COLORS),
        snapshot: snapshotOf(now, 1),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeEntries(tx, id, 0, recipe.tracks.map((track) => ({ trackId: track.id, addedAt: now })));
    return created!;
  });
  return announceNewPlaylist(context, row, input.addToLibrary !== false);
}

export interface StationView {
  id: string;
  name: string;
  description: string | null;
  display: ReturnType<typeof playlistDisplay>;
  seeds: TrackRow[];
}

/** A station as the graph's CadenceStation: a playlist presented as one, with the tracks it was grown from. */
export async function stationOf(context: RequestContext, id: string): Promise<StationView> {
  const playlist = await requirePlaylist(context, id).catch(() => null);
  if (!playlist || playlist.presentAs !== 'STATION') throw notFound('Station');
  const composer = playlist.composer;
  const seedIds = [...(Array.isArray(composer.seedTrackIds) ? composer.seedTrackIds : []), ...(Array.isArray(composer.seedIds) ? composer.seedIds : [])].filter((seed): seed is string => typeof seed === 'string');
  const seeds = (await context.loaders.track.loadMany(seedIds)).filter((seed): seed is TrackRow => seed !== null && !(seed instanceof Error));
  return { id: playlist.id, name: playlist.name, description: playlist.description, display: playlistDisplay(context, playlist), seeds };
}
