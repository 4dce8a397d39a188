// The playback API's PlayerState (core.md 3 'Playback state (per player)'): a zone's player as the
// engine computes it at this moment (./players.ts, ./timeline.ts), told to one client in its mode, with
// the audio of each track at the stream route behind the client's own token.
import { imageUrlTemplate } from '../media/artwork';
import type { RequestContext } from '../context';
import type { PlaylistRow, SoundZoneRow, TrackRow } from '../loaders';
import { zoneSettings } from '../premises/settings';
import { rowOrNull } from '../music/catalogue';
import { SCHEDULE_COLOR } from '../schedules/loader';
import type { ScheduleRow } from '../schedules/loader';
import type { PlayerItem, PlayerSource, PlayerState, PlayerTrack } from '../graphql/playback/__generated__/types';
import { ANY_MARKET } from './eligibility';
import { tierRank } from './playerControls';
import { zonePresence } from './playbackClients';
import { zonePlayer } from './players';
import { currentTrack, upcomingTracks } from './timeline';
import type { UpcomingTrack } from './timeline';
import type { CurrentTrack } from './timeline';
import { messageAudioPath } from '../../src/domain/messaging';

/** How many tracks PlayerState.upcoming lists (the queue first, then the source). */
export const UPCOMING_SHOWN = 20;

export type PlayerMode = 'local' | 'web' | 'remote';

/** A zone's player as one client relates to it. */
export interface PlayerTarget {
  zone: SoundZoneRow;
  mode: PlayerMode;
  /** The bearer token the client plays with (a device's or a web tab's); null for remote control. */
  streamToken: string | null;
}

/** Where a player streams a track: the audio route, behind the player's token (without one it answers 401). */
export function streamUrl(context: Pick<RequestContext, 'config'>, trackId: string, token: string | null): string {
  const url = `${context.config.publicOrigin}/media/tracks/${encodeURIComponent(trackId)}/stream`;
  return token ? `${url}?token=${encodeURIComponent(token)}` : url;
}

const coverUrl = (context: Pick<RequestContext, 'config'>, id: string) => `${context.config.publicOrigin}${imageUrlTemplate('cover', id)}`;

async function playerTrack(context: RequestContext, track: TrackRow): Promise<PlayerTrack> {
  const [album, artists] = await Promise.all([context.loaders.album.load(track.albumId), context.loaders.artist.loadMany(track.artistIds)]);
  return {
    id: track.id,
    title: track.title,
    artistNames: artists.map(rowOrNull).flatMap((artist) => (artist ? [artist.name] : [])),
    album: album ? { id: album.id, display: { title: album.title, color: album.color, imageUrl: coverUrl(context, album.id) } } : null,
    durationMs: track.durationMs,
    explicit: track.explicit,
  };
}

function scheduleSource(context: RequestContext, schedule: ScheduleRow): PlayerSource {
  return { id: schedule.id, kind: 'SCHEDULE', presets: { playbackMode: 'shuffle' }, display: { title: schedule.name, color: schedule.color ?? SCHEDULE_COLOR, imageUrl: coverUrl(context, schedule.id) } };
}

function playerSource(context: RequestContext, playlist: PlaylistRow): PlayerSource {
  return {
    id: playlist.id,
    kind: playlist.presentAs === 'STATION' ? 'STATION' : 'PLAYLIST',
    presets: { playbackMode: playlist.playbackMode === 'shuffle' ? 'shuffle' : 'linear' },
    display: { title: playlist.name, color: playlist.color, imageUrl: coverUrl(context, playlist.id) },
  };
}

/** A campaign's announcement as a player item: the message as its track, its speech as the stream (../messaging/rest.ts). */
function announcementItem(context: RequestContext, target: PlayerTarget, announcement: Pick<CurrentTrack, 'trackId' | 'durationMs' | 'name'>, startsAt: number): PlayerItem {
  const url = `${context.config.publicOrigin}${messageAudioPath(announcement.trackId)}`;
  return {
    id: `${target.zone.id}@${startsAt}`,
    track: { id: announcement.trackId, title: announcement.name ?? '', artistNames: [], album: null, durationMs: announcement.durationMs, explicit: false },
    streamUrl: target.streamToken ? `${url}?token=${encodeURIComponent(target.streamToken)}` : url,
    manuallyQueued: false,
    announcement: true,
  };
}

/** The state of the target's player now. */
export async function playerState(context: RequestContext, target: PlayerTarget): Promise<PlayerState> {
  const { zone } = target;
  const player = await zonePlayer(context, zone);
  const at = context.now().getTime();
  const current = currentTrack(player.timeline, player.source, at);
  const upcoming = upcomingTracks(player.timeline, player.source, at, UPCOMING_SHOWN);
  const rows = (await context.loaders.track.loadMany([...(current ? [current.trackId] : []), ...upcoming.map((item) => item.trackId)])).map(rowOrNull);
  const location = await context.loaders.location.load(zone.locationId);
  const presence = await zonePresence(context, zone);
  const settings = zoneSettings(zone);

  // An entry is the zone and the moment it starts (as if nothing paused it): unique to one play of a track.
  const item = async (track: TrackRow, startsAt: number, manuallyQueued: boolean): Promise<PlayerItem> => ({
    id: `${zone.id}@${startsAt}`,
    track: await playerTrack(context, track),
    streamUrl: streamUrl(context, track.id, target.streamToken),
    manuallyQueued,
    announcement: false,
  });
  const currentRow = current ? rows.shift() : null;
  let startsAt = current ? current.startedAt + current.durationMs : at;
  const next: ({ row: TrackRow; startsAt: number; queued: boolean } | { announcement: Extract<UpcomingTrack, { origin: 'announcement' }>; startsAt: number })[] = [];
  for (const [index, entry] of upcoming.entries()) {
    if (entry.origin === 'announcement') {
      next.push({ announcement: entry, startsAt });
      startsAt += entry.durationMs;
      continue;
    }
    const row = rows[index];
    if (!row) continue;
    next.push({ row, startsAt, queued: entry.origin === 'queue' });
    startsAt += row.durationMs;
  }
  // One await for every item: none is left unawaited when another fails.
  const [currentItem, ...upcomingItems] = await Promise.all([
    current?.origin === 'announcement' ? announcementItem(context, target, current, current.startedAt) : current && currentRow ? item(currentRow, current.startedAt, current.origin === 'queue') : null,
    ...next.map((entry) => ('announcement' in entry ? announcementItem(context, target, entry.announcement, entry.startsAt) : item(entry.row, entry.startsAt, entry.queued))),
  ]);
  const tier = await tierRank(context, zone);
  // A render takes seconds: what this player streams now and next starts rendering before it asks.
  if (target.streamToken && context.config.prerenderAudio) {
    for (const row of [currentRow, next[0] && 'row' in next[0] ? next[0].row : null]) if (row) void context.audio.file({ id: row.id, durationMs: row.durationMs, tags: row.tags }, 'track').catch(() => undefined);
  }

  return {
    online: presence?.online ?? false,
    mode: target.mode,
    zone: {
      id: zone.id,
      name: zone.name,
      locationId: zone.locationId,
      country: location?.isoCountry ?? ANY_MARKET,
      settings: { crossfade: settings?.crossfade ?? false, crossfadeLength: settings?.crossfade_length ?? 0 },
    },
    tier,
    status: player.timeline.status,
    playOrder: player.playOrder,
    availablePlayOrders: [...player.availablePlayOrders],
    volume: player.volume,
    source: player.schedule ? scheduleSource(context, player.schedule) : player.playlist ? playerSource(context, player.playlist) : null,
    trackId: current?.trackId ?? null,
    current: currentItem ?? null,
    progress: Math.floor(current?.positionMs ?? 0),
    progressUpdatedAt: new Date(at).toISOString(),
    upcoming: upcomingItems.filter((entry): entry is PlayerItem => entry !== null),
    nextSlotStartsAt: player.nextSlotStartsAt === null ? null : new Date(player.nextSlotStartsAt).toISOString(),
  };
}
