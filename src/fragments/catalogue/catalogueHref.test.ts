import { describe, expect, it } from 'vitest';
import { catalogueHref } from './catalogueHref';

describe('where a catalogue card leads (core.md 2)', () => {
  it.each([
    ['a playlist to its music page', { __typename: 'Playlist', id: 'p 1' }, '/discover/music/p%201'],
    ['an album to its page', { __typename: 'Album', id: 'album-1' }, '/discover/album/album-1'],
    ["a track to its album's page with the track selected", { __typename: 'Track', id: 'track-1', album: { id: 'album-1' } }, '/discover/album/album-1#track-1'],
    ['an artist to theirs', { __typename: 'Artist', id: 'artist-1' }, '/discover/artist/artist-1'],
    ['a browse category to its browse page', { __typename: 'BrowseCategory', id: 'cat-1' }, '/discover/browse/cat-1'],
    ['an editorial link to its path', { __typename: 'EditorialLink', id: 'link-1', path: '/discover/browse/cat-2' }, '/discover/browse/cat-2'],
    ['an editorial card to its target', { __typename: 'EditorialCard', id: 'card-1', target: { __typename: 'Artist', id: 'artist-2' } }, '/discover/artist/artist-2'],
    ['a track without an album nowhere', { __typename: 'Track', id: 'track-2', album: null }, null],
    ['a card without a target nowhere', { __typename: 'EditorialCard', id: 'card-2', target: null }, null],
  ])('%s', (_name, item, href) => {
    expect(catalogueHref(item)).toBe(href);
  });
});
