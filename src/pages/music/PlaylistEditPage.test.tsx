import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import PlaylistEditPageQuery from '../../__generated__/PlaylistEditPageQuery.graphql';
import type { PlaylistEditPageQuery as PlaylistEditPageQueryType } from '../../__generated__/PlaylistEditPageQuery.graphql';
import { expectNoAxeViolations } from '../../testing/axe';
import { appError } from '../auth/testing/renderPage';
import { operationName, preloadQuery, renderWithRelay } from '../../testing/renderWithRelay';
import { playlistEditPreload } from './musicQueries';
import { PlaylistEditPage } from './PlaylistEditPage';

const PLAYLIST_ID = 'UGxheWxpc3QsLDEv';
const TITLES = ['Amber Avenue', 'Blue Hour', 'Cedar Lane'];

const track = (title: string, i: number) => ({ id: `track-${i}`, title, artists: [{ name: 'Nova Lind' }], album: null, display: null });

/** The editor on a playlist whose tracks are `titles` (as the server has them whenever they are read). */
function renderEditor(titles: readonly string[] = TITLES, permissions = ['EDIT', 'DELETE', 'ADD_TO_LIBRARY'], composerType = 'MANUAL') {
  const environment = createMockEnvironment();
  let trackReads = 0;
  const resolvers = {
    Playlist: () => ({ id: PLAYLIST_ID, name: 'Friday Mix', description: '', composerType, permissions, snapshot: 'snap-1', presets: { playbackMode: 'shuffle' } }),
    PlaylistTrackConnection: () => {
      trackReads++;
      return { total: titles.length, pageInfo: { hasNextPage: false, endCursor: null }, edges: titles.map((title, i) => ({ node: track(title, i) })) };
    },
  };
  const view = renderWithRelay(null, {
    environment,
    mockResolvers: resolvers,
    pending: ['useSpliceQueueMutation', 'usePlaylistFollowSubscription', 'PlaylistDetailsFormSyncedPlaybackModeMutation', 'PlaylistDetailsFormSpotifyMetadataMutation'],
    at: '/edit',
    routes: [{ path: '/edit', loader: () => preloadQuery<PlaylistEditPageQueryType>(environment, PlaylistEditPageQuery, playlistEditPreload(PLAYLIST_ID).variables), element: <PlaylistEditPage /> }],
  });
  return { ...view, environment, trackReads: () => trackReads };
}

/** The playlist as playlistUpdate tells it. */
async function playlistChanges(environment: ReturnType<typeof createMockEnvironment>, playlist: { snapshot: string; name?: string }) {
  const follow = await waitFor(() => {
    const found = environment.mock.getAllOperations().find((operation) => operationName(operation) === 'usePlaylistFollowSubscription');
    if (!found) throw new Error('the editor does not follow the playlist');
    return found;
  });
  act(() => environment.mock.nextValue(follow, MockPayloadGenerator.generate(follow, { Playlist: () => ({ id: PLAYLIST_ID, name: 'Friday Mix', description: '', composerType: 'MANUAL', permissions: ['EDIT', 'DELETE', 'ADD_TO_LIBRARY'], presets: { playbackMode: 'shuffle' }, ...playlist }) })));
}

const rowTitles = () => within(screen.getByRole('grid')).getAllByRole('row').map((row) => row.getAttribute('aria-label'));

describe('PlaylistEditPage', { timeout: 20_000 }, () => {
  // The virtualised list lays out rows in the space its scroll view has, which jsdom does not measure.
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });
  afterAll(() => vi.restoreAllMocks());

  it("shows the playlist's details and tracks, with the count against the limit", async () => {
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Friday Mix' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Friday Mix');
    await waitFor(() => expect(rowTitles()).toEqual(TITLES));
    expect(screen.getByText('3 of 3,000 tracks')).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('removes a track at once, sends the removal by index against the snapshot, and says when it is saved', async () => {
    const { environment } = renderEditor();
    await waitFor(() => expect(rowTitles()).toEqual(TITLES));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Blue Hour' }));
    expect(rowTitles()).toEqual(['Amber Avenue', 'Cedar Lane']);
    expect(screen.getByText('Saving changes')).toBeTruthy();
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operationName(operation)).toBe('useSpliceQueueMutation');
    expect(operation.request.variables.input).toEqual({ id: PLAYLIST_ID, start: 1, length: 1, trackIds: [], snapshot: 'snap-1' });
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Playlist: () => ({ id: PLAYLIST_ID, snapshot: 'snap-2', permissions: ['EDIT', 'DELETE', 'ADD_TO_LIBRARY'] }) })));
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeTruthy());
    expect(rowTitles()).toEqual(['Amber Avenue', 'Cedar Lane']);
  });

  it('removes a row from the list as it is after a reorder', async () => {
    renderEditor();
    await waitFor(() => expect(rowTitles()).toEqual(TITLES));
    const user = userEvent.setup();
    // The keyboard moves the first row below the last, as in tests/e2e/playlists.spec.ts.
    act(() => screen.getByRole('button', { name: 'Drag Amber Avenue' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Insert between Amber Avenue and Blue Hour'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Insert after Cedar Lane'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowTitles()).toEqual(['Blue Hour', 'Cedar Lane', 'Amber Avenue']));
    await user.click(screen.getByRole('button', { name: 'Remove Cedar Lane' }));
    expect(rowTitles()).toEqual(['Blue Hour', 'Amber Avenue']);
  });

  it("puts the list back and shows the update-error dialog with the server's message when a splice fails", async () => {
    const { environment } = renderEditor();
    await waitFor(() => expect(rowTitles()).toEqual(TITLES));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Amber Avenue' }));
    expect(rowTitles()).toEqual(['Blue Hour', 'Cedar Lane']);
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    // As the app's network layer raises a refusal (src/relay): an AppError with the server's message.
    act(() => environment.mock.reject(operation, appError('Playlist snapshot mismatch between dispatch and cache', { status: 400, code: 'BAD_USER_INPUT' })));
    const dialog = await screen.findByRole('alertdialog', { name: 'The playlist could not be updated' });
    expect(dialog.textContent).toContain('Playlist snapshot mismatch between dispatch and cache');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(rowTitles()).toEqual(TITLES));
  });

  it('follows changes made elsewhere: a new name at once, and tracks changed elsewhere read again', async () => {
    const titles = [...TITLES];
    const { environment, trackReads } = renderEditor(titles);
    await waitFor(() => expect(rowTitles()).toEqual(TITLES));
    const reads = trackReads();
    titles.splice(1, 1, 'Driftwood');
    await playlistChanges(environment, { snapshot: 'snap-elsewhere', name: 'Saturday Mix' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Saturday Mix' })).toBeTruthy();
    await waitFor(() => expect(rowTitles()).toEqual(['Amber Avenue', 'Driftwood', 'Cedar Lane']));
    expect(trackReads()).toBe(reads + 1);
  });

  it("does not read the list again for the event of its own change, even when the event comes before the splice's answer", async () => {
    const { environment, trackReads } = renderEditor();
    await waitFor(() => expect(rowTitles()).toEqual(TITLES));
    const reads = trackReads();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove Blue Hour' }));
    const splice = await waitFor(() => {
      const found = environment.mock.getAllOperations().find((operation) => operationName(operation) === 'useSpliceQueueMutation');
      if (!found) throw new Error('no splice yet');
      return found;
    });
    await playlistChanges(environment, { snapshot: 'snap-2' });
    act(() => environment.mock.resolve(splice, MockPayloadGenerator.generate(splice, { Playlist: () => ({ id: PLAYLIST_ID, snapshot: 'snap-2', permissions: ['EDIT', 'DELETE', 'ADD_TO_LIBRARY'] }) })));
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeTruthy());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(trackReads()).toBe(reads);
    expect(rowTitles()).toEqual(['Amber Avenue', 'Cedar Lane']);
  });

  it('refuses an empty name with the generic message', async () => {
    renderEditor();
    const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
    const user = userEvent.setup();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.getByText('Cannot be empty')).toBeTruthy());
  });

  it('offers no editing to an account that may not edit the playlist', async () => {
    renderEditor(TITLES, ['ADD_TO_LIBRARY']);
    expect(await screen.findByText('Only playlists your account may edit can be edited here.')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  describe('a synced Spotify playlist', () => {
    it('offers its playback order, saved through updateSpotifySyncedPlaylist, and neither its name nor its tracks', async () => {
      const { environment, container } = renderEditor(TITLES, ['EDIT', 'DELETE', 'ADD_TO_LIBRARY'], 'SPOTIFY');
      expect(await screen.findByRole('heading', { level: 1, name: 'Edit Friday Mix' })).toBeTruthy();
      expect(screen.getByText('Tracks of a Spotify playlist follow Spotify: change them there.')).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
      expect(screen.queryByRole('grid')).toBeNull();
      // The page only: the body keeps what earlier tests left in it.
      await expectNoAxeViolations(container);

      await userEvent.setup().click(screen.getByRole('radio', { name: 'In order' }));
      const operation = await waitFor(() => {
        const found = environment.mock.getAllOperations().find((candidate) => operationName(candidate) === 'PlaylistDetailsFormSyncedPlaybackModeMutation');
        if (!found) throw new Error('no playback-mode change yet');
        return found;
      });
      expect(operation.request.variables.input).toEqual({ id: PLAYLIST_ID, presets: { playbackMode: 'linear' } });
      act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Playlist: () => ({ id: PLAYLIST_ID, permissions: ['EDIT'], presets: { playbackMode: 'linear' } }) })));
      expect((screen.getByRole('radio', { name: 'In order' }) as HTMLInputElement).checked).toBe(true);
    });

    it('puts the playback order back and says why when the change is refused', async () => {
      const { environment } = renderEditor(TITLES, ['EDIT', 'DELETE', 'ADD_TO_LIBRARY'], 'SPOTIFY');
      await userEvent.setup().click(await screen.findByRole('radio', { name: 'In order' }));
      const operation = await waitFor(() => {
        const found = environment.mock.getAllOperations().find((candidate) => operationName(candidate) === 'PlaylistDetailsFormSyncedPlaybackModeMutation');
        if (!found) throw new Error('no playback-mode change yet');
        return found;
      });
      act(() => environment.mock.reject(operation, appError('This account may not edit this playlist', { status: 403, code: 'FORBIDDEN' })));
      await waitFor(() => expect((screen.getByRole('radio', { name: 'Shuffled' }) as HTMLInputElement).checked).toBe(true));
    });

    it('offers nothing without EDIT', async () => {
      renderEditor(TITLES, ['DELETE', 'ADD_TO_LIBRARY'], 'SPOTIFY');
      expect(await screen.findByText('Only playlists your account may edit can be edited here.')).toBeTruthy();
      expect(screen.queryByRole('radio')).toBeNull();
    });
  });

  it("saves a copied Spotify playlist's details through updateSpotifyPlaylist, and offers no track editing", async () => {
    const { environment } = renderEditor(TITLES, ['EDIT', 'DELETE', 'ADD_TO_LIBRARY'], 'EXTERNAL_SPOTIFY');
    const name = (await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement;
    expect(screen.queryByRole('grid')).toBeNull();
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Copied Mix');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const operation = await waitFor(() => {
      const found = environment.mock.getAllOperations().find((candidate) => operationName(candidate) === 'PlaylistDetailsFormSpotifyMetadataMutation');
      if (!found) throw new Error('no details change yet');
      return found;
    });
    expect(operation.request.variables.input).toEqual({ id: PLAYLIST_ID, name: 'Copied Mix', description: '' });
  });
});
