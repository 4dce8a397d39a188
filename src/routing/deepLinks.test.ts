import { describe, expect, it } from 'vitest';
import { encodeId } from '../domain/ids';
import { deepLinkTarget } from './deepLinks';

const playlistId = encodeId([{ kind: 'Playlist', intId: 3 }]);
const collectionId = encodeId([{ kind: 'Collection', intId: 3 }]);
const stationId = encodeId([{ kind: 'CadenceStation', intId: 2 }]);
const scheduleId = encodeId([{ kind: 'Schedule', intId: 4 }]);
const albumId = encodeId([{ kind: 'Album', intId: 9 }]);
const zoneId = encodeId([{ kind: 'SoundZone', intId: 5 }]);

describe('deep links', () => {
  it.each([
    ['cadence:music:{id}', '/cadence:music:abc123', '/discover/music/abc123'],
    ['cadence:playlist:{id}', '/cadence:playlist:abc123', '/discover/music/abc123'],
    ['cadence:station:{id}', '/cadence:station:s1', '/discover/music/s1'],
    ['cadence:schedule:{id}', '/cadence:schedule:s1', '/discover/schedule/s1'],
    ['cadence:album:{id}', '/cadence:album:7Hj2Lk', '/discover/album/7Hj2Lk'],
    ['cadence:release:{id}', '/cadence:release:7Hj2Lk', '/discover/album/7Hj2Lk'],
    ['cadence:artist:{id}', '/cadence:artist:3Fg8Qa', '/discover/artist/3Fg8Qa'],
    ['cadence:tag:{id}', '/cadence:tag:acoustic', '/discover/browse/acoustic'],
    ['escaped colons', '/cadence%3Amusic%3Aabc123', '/discover/music/abc123'],
    ['under /discover/', '/discover/cadence:schedule:s1', '/discover/schedule/s1'],
    ['with a rest of the path', '/discover/cadence:music:abc/edit', '/discover/music/abc/edit'],
  ])('%s', (_name, path, target) => {
    expect(deepLinkTarget(path)).toBe(target);
  });

  it.each([
    ['a playlist: music', `/discover/${playlistId}`, `/discover/music/${playlistId}`],
    ['a collection: music', `/discover/${collectionId}`, `/discover/music/${collectionId}`],
    ['a station: music', `/discover/${stationId}`, `/discover/music/${stationId}`],
    ['a schedule: schedule', `/discover/${scheduleId}`, `/discover/schedule/${scheduleId}`],
    ['a release: the album page', `/discover/${albumId}`, `/discover/album/${albumId}`],
    ['the public schedule link /cadence/{id}', `/cadence/${scheduleId}`, `/discover/schedule/${scheduleId}`],
    ['cadence:{id}', `/cadence:${playlistId}`, `/discover/music/${playlistId}`],
  ])('a bare id of %s', (_name, path, target) => {
    expect(deepLinkTarget(path)).toBe(target);
  });

  it.each([
    ['an ordinary page', '/home'],
    ['an editorial discover page', '/discover/summer-hits'],
    ['a discover section', '/discover/music/abc'],
    ['an id of another kind', `/discover/${zoneId}`],
    ['a bare id outside /discover and /cadence', `/${playlistId}`],
    ['an unknown type', '/cadence:track:abc'],
    ['another scheme', '/spotify:music:abc'],
    ['the root', '/'],
  ])('leave %s alone', (_name, path) => {
    expect(deepLinkTarget(path)).toBeNull();
  });
});
