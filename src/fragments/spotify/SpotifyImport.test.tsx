import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from '../../app/toasts/toastStore';
import { ToastStoreContext } from '../../app/toasts/useToasts';
import { AppError } from '../../errors/AppError';
import { expectNoAxeViolations } from '../../testing/axe';
import { operationName, renderWithRelay } from '../../testing/renderWithRelay';
import { SpotifyImport } from './SpotifyImport';
import type { SpotifyImportMode } from './SpotifyImport';
import { SpotifyAuthorizationError, SpotifyCallsProvider } from './spotifyCalls';
import { keepSpotifyConnection, usableSpotifyConnection } from './spotifyConnection';
import type { SpotifyCalls, SpotifyPlaylistSummary } from './spotifyCalls';

const ID = (n: number) => `${'A'.repeat(20)}${String(n).padStart(2, '0')}`;
const playlist = (n: number, name: string): SpotifyPlaylistSummary => ({ uri: `spotify:playlist:${ID(n)}`, name, trackCount: n + 10, ownerName: 'Café Aurora' });
const FIRST_PAGE = [playlist(1, 'Café Favourites'), playlist(2, 'Voice Memos'), ...Array.from({ length: 48 }, (_, i) => playlist(i + 3, `Daily Mix ${i + 1}`))];

/** The connection the server holds for the user, as useSpotifyConnectionQuery answers. */
type ServerConnection = { id: string; accessToken: string; tokenType: string; expiresIn: number } | null;

function setUp(mode: SpotifyImportMode = 'SYNC', calls: Partial<SpotifyCalls> = {}, serverConnection: ServerConnection = null) {
  const fake: SpotifyCalls = {
    authorize: vi.fn(async () => ({ code: 'code-1', redirectUri: 'http://localhost/spotify-callback' })),
    playlists: vi.fn(async (_authorization: string, offset: number) =>
      offset === 0 ? { playlists: FIRST_PAGE, nextOffset: 50, total: 51 } : { playlists: [playlist(60, 'Last One')], nextOffset: null, total: 51 },
    ),
    ...calls,
  };
  const toasts = createToastStore();
  const environment = createMockEnvironment();
  let serverAsked = 0;
  environment.mock.queueOperationResolver((operation) => {
    if (operationName(operation) !== 'useSpotifyConnectionQuery') return null;
    serverAsked++;
    return { data: { spotifyConnection: serverConnection } };
  });
  const view = renderWithRelay(<SpotifyImport owner="account-1" mode={mode} />, {
    environment,
    pending: 'all',
    wrap: (children) => (
      <ToastStoreContext.Provider value={toasts}>
        <SpotifyCallsProvider value={fake}>{children}</SpotifyCallsProvider>
      </ToastStoreContext.Provider>
    ),
  });
  return { ...view, calls: fake, toasts, user: userEvent.setup(), serverAsked: () => serverAsked };
}

type Env = ReturnType<typeof setUp>['environment'];

async function answer(environment: Env, name: string, data: Record<string, unknown>) {
  const operation = await waitFor(() => {
    const latest = environment.mock.getMostRecentOperation();
    expect(operationName(latest)).toBe(name);
    return latest;
  });
  act(() => environment.mock.resolve(operation, { data }));
  return operation;
}

const CONNECTION = { id: 'connection-1', accessToken: 'token-1', tokenType: 'Bearer', expiresIn: 3600, scope: 'playlist-read-private' };

async function connect(view: ReturnType<typeof setUp>) {
  await view.user.click(screen.getByRole('button', { name: 'Connect to Spotify' }));
  const operation = await answer(view.environment, 'spotifyMutationsConnectMutation', { createSpotifyConnection: CONNECTION });
  expect(operation.request.variables).toEqual({ code: 'code-1', redirectUri: 'http://localhost/spotify-callback' });
  await screen.findByRole('checkbox', { name: /Café Favourites/ });
}

const toastMessages = (view: ReturnType<typeof setUp>) => view.toasts.getToasts().map((toast) => [toast.type, toast.message]);

describe('SpotifyImport', { timeout: 20_000 }, () => {
  afterEach(() => sessionStorage.clear());

  it("connects in the popup, lists the service's playlists 50 at a time with the connection's token, and loads more", async () => {
    const view = setUp();
    await connect(view);
    expect(view.calls.playlists).toHaveBeenCalledWith('Bearer token-1', 0);
    expect(screen.getAllByRole('checkbox')).toHaveLength(50);
    await view.user.click(screen.getByRole('button', { name: 'Load more playlists' }));
    await screen.findByRole('checkbox', { name: /Last One/ });
    expect(view.calls.playlists).toHaveBeenLastCalledWith('Bearer token-1', 50);
    expect(screen.queryByRole('button', { name: 'Load more playlists' })).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('imports the chosen playlists into the account and its library, and shows each result with its link or errors', async () => {
    const view = setUp();
    await connect(view);
    expect(screen.getByRole('button', { name: 'Import selected' }).hasAttribute('disabled')).toBe(true);
    await view.user.click(screen.getByRole('checkbox', { name: /Café Favourites/ }));
    await view.user.click(screen.getByRole('checkbox', { name: /Voice Memos/ }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Import selected' }));
    expect(toastMessages(view)).toEqual([['loading', 'Importing playlists…']]);
    const operation = await answer(view.environment, 'spotifyMutationsImportMutation', {
      importSpotifyPlaylists: {
        traceId: 'trace-1',
        results: [
          { playlistUri: FIRST_PAGE[0]!.uri, playlist: { id: 'playlist-1', name: 'Café Favourites', permissions: ['DELETE', 'ADD_TO_LIBRARY'] }, errors: [] },
          { playlistUri: FIRST_PAGE[1]!.uri, playlist: null, errors: [{ errorCode: 'EMPTY', errorMessage: "None of the playlist's tracks are in the Cadence catalogue" }] },
        ],
      },
    });
    expect(operation.request.variables.input).toEqual({ connectionId: 'connection-1', playlistUris: [FIRST_PAGE[0]!.uri, FIRST_PAGE[1]!.uri], addToLibrary: true, owner: 'account-1', mode: 'SYNC' });
    const results = await screen.findByRole('region', { name: 'Import results' });
    expect(within(results).getByRole('link', { name: 'Café Favourites' }).getAttribute('href')).toBe('/discover/music/playlist-1');
    expect(within(results).getByText('Voice Memos').closest('li')!.textContent).toBe("Not imported Voice MemosNone of the playlist's tracks are in the Cadence catalogue");
    expect(toastMessages(view)).toEqual([['success', 'Added 1 playlists to your library']]);
    await expectNoAxeViolations(document.body);
  });

  it('shows the failed-to-import toast when nothing could be imported', async () => {
    const view = setUp();
    await connect(view);
    await view.user.click(screen.getByRole('checkbox', { name: /Voice Memos/ }));
    await view.user.click(screen.getByRole('button', { name: 'Import selected' }));
    await answer(view.environment, 'spotifyMutationsImportMutation', {
      importSpotifyPlaylists: { traceId: 't', results: [{ playlistUri: FIRST_PAGE[1]!.uri, playlist: null, errors: [{ errorCode: 'EMPTY', errorMessage: 'empty' }] }] },
    });
    await waitFor(() => expect(toastMessages(view)).toEqual([['error', 'Failed to import playlists']]));
  });

  it('says nothing when the popup is closed, and toasts a refusal by its error (else unknown)', async () => {
    const authorize = vi.fn<SpotifyCalls['authorize']>().mockRejectedValueOnce(new AppError('User aborted authorization process', { kind: 'client', expected: true }));
    authorize.mockRejectedValueOnce(new SpotifyAuthorizationError('access_denied')).mockRejectedValueOnce(new SpotifyAuthorizationError('server_error'));
    const view = setUp('SYNC', { authorize });
    const connectButton = screen.getByRole('button', { name: 'Connect to Spotify' });
    await view.user.click(connectButton);
    await waitFor(() => expect(authorize).toHaveBeenCalledTimes(1));
    expect(toastMessages(view)).toEqual([]);
    await view.user.click(connectButton);
    await waitFor(() => expect(toastMessages(view)).toEqual([['error', 'Spotify access was not granted']]));
    await view.user.click(connectButton);
    await waitFor(() => expect(toastMessages(view)).toContainEqual(['error', 'Connecting to Spotify failed']));
  });

  it('offers Retry when the connection cannot be made', async () => {
    const view = setUp();
    await view.user.click(screen.getByRole('button', { name: 'Connect to Spotify' }));
    const operation = await waitFor(() => view.environment.mock.getMostRecentOperation());
    act(() => view.environment.mock.reject(operation, new AppError('GQL Server: Spotify cannot be reached', { kind: 'unavailable' })));
    await waitFor(() => expect(toastMessages(view)).toEqual([['error', 'Could not connect to Spotify']]));
    const retry = view.toasts.getToasts()[0]!.action!;
    expect(retry.label).toBe('Retry');
    act(() => retry.onClick!());
    await waitFor(() => expect(view.calls.authorize).toHaveBeenCalledTimes(2));
  });

  it('when copying, takes a pasted playlist link, refusing anything else with the spec message, and connects first on import', async () => {
    const view = setUp('COPY');
    const field = screen.getByRole('textbox', { name: 'Spotify playlist link or URI' });
    await view.user.type(field, 'https://example.com/not-a-playlist');
    await view.user.click(screen.getByRole('button', { name: 'Add to the selection' }));
    expect(await screen.findByText('Not a spotify playlist')).toBeTruthy();
    await view.user.clear(field);
    await view.user.type(field, `https://open.spotify.com/playlist/${ID(7)}?si=share`);
    await view.user.click(screen.getByRole('button', { name: 'Add to the selection' }));
    const pasted = await screen.findByRole('checkbox', { name: `spotify:playlist:${ID(7)}` });
    expect((pasted as HTMLInputElement).checked).toBe(true);
    await view.user.click(screen.getByRole('button', { name: 'Copy selected' }));
    await answer(view.environment, 'spotifyMutationsConnectMutation', { createSpotifyConnection: CONNECTION });
    const operation = await answer(view.environment, 'spotifyMutationsImportMutation', { importSpotifyPlaylists: { traceId: 't', results: [] } });
    expect(operation.request.variables.input).toMatchObject({ connectionId: 'connection-1', playlistUris: [`spotify:playlist:${ID(7)}`], mode: 'COPY' });
  });

  describe("reusing a connection made before (core.md 5: its token good until a minute before it expires)", () => {
    it("uses the server's connection in a new tab without asking to connect, and keeps it for the tab", async () => {
      const view = setUp('SYNC', {}, { id: 'connection-9', accessToken: 'server-token', tokenType: 'Bearer', expiresIn: 3000 });
      await screen.findByRole('checkbox', { name: /Café Favourites/ });
      expect(screen.queryByRole('button', { name: 'Connect to Spotify' })).toBeNull();
      expect(view.calls.authorize).not.toHaveBeenCalled();
      expect(view.calls.playlists).toHaveBeenCalledWith('Bearer server-token', 0);
      const kept = usableSpotifyConnection();
      expect(kept).toMatchObject({ connectionId: 'connection-9', accessToken: 'server-token' });
      // Kept until a minute before the server's 3000 seconds run out.
      expect(usableSpotifyConnection(kept!.expiresAt - 1)).not.toBeNull();
      expect(usableSpotifyConnection(kept!.expiresAt)).toBeNull();
      await view.user.click(screen.getByRole('checkbox', { name: /Café Favourites/ }));
      await view.user.click(screen.getByRole('button', { name: 'Import selected' }));
      const operation = await answer(view.environment, 'spotifyMutationsImportMutation', { importSpotifyPlaylists: { traceId: 't', results: [] } });
      expect(operation.request.variables.input).toMatchObject({ connectionId: 'connection-9' });
    });

    it('offers Connect when the server has no connection for the user', async () => {
      const view = setUp();
      expect(await screen.findByRole('button', { name: 'Connect to Spotify' })).toBeTruthy();
      expect(view.calls.playlists).not.toHaveBeenCalled();
    });

    it("uses the tab's own connection while it is good, without asking the server", async () => {
      keepSpotifyConnection({ id: 'connection-tab', accessToken: 'tab-token', tokenType: 'Bearer', expiresIn: 3600 });
      const view = setUp('SYNC', {}, { id: 'connection-9', accessToken: 'server-token', tokenType: 'Bearer', expiresIn: 3000 });
      await screen.findByRole('checkbox', { name: /Café Favourites/ });
      expect(view.calls.playlists).toHaveBeenCalledWith('Bearer tab-token', 0);
      expect(view.serverAsked()).toBe(0);
    });

    it("asks the server again once the tab's token is within a minute of expiring", async () => {
      keepSpotifyConnection({ id: 'connection-tab', accessToken: 'old-token', tokenType: 'Bearer', expiresIn: 60 });
      const view = setUp('SYNC', {}, { id: 'connection-tab', accessToken: 'refreshed-token', tokenType: 'Bearer', expiresIn: 3600 });
      await screen.findByRole('checkbox', { name: /Café Favourites/ });
      expect(view.calls.playlists).toHaveBeenCalledWith('Bearer refreshed-token', 0);
      expect(view.serverAsked()).toBe(1);
    });
  });
});
