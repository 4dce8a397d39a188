import { screen } from '@testing-library/react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import MusicPageQuery from '../../__generated__/MusicPageQuery.graphql';
import type { MusicPageQuery as MusicPageQueryType } from '../../__generated__/MusicPageQuery.graphql';
import { renderPage, testSession } from '../auth/testing/renderPage';
import { preloadQuery } from '../../testing/renderWithRelay';
import { musicPagePreload } from './musicQueries';
import { MusicPage } from './MusicPage';

const PLAYLIST_ID = 'UGxheWxpc3QsLDEv';
const ACCOUNT = 'acc-1';

interface MusicFacts {
  accountId?: string | null;
  permissions?: string[];
  inLibrary?: boolean;
  composerType?: string;
  restrictedDiscoverMusic?: boolean;
}

async function renderMusic({ accountId = ACCOUNT, permissions = ['ADD_TO_LIBRARY'], inLibrary = false, composerType = 'CURATOR', restrictedDiscoverMusic = false }: MusicFacts = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Playlist: () => ({ id: PLAYLIST_ID, name: 'Harbour Evenings', composerType, presentAs: 'PLAYLIST', permissions, inMusicLibrary: inLibrary, genres: [] }),
      PlaylistTrackConnection: () => ({ total: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
      Account: () => ({ restrictedDiscoverMusic }),
    }),
  );
  const session = testSession();
  await session.signIn();
  const variables = musicPagePreload(PLAYLIST_ID, accountId).variables;
  const view = renderPage({
    session,
    environment,
    ...(accountId ? { accountId } : {}),
    at: '/music',
    routes: [{ path: '/music', loader: () => preloadQuery<MusicPageQueryType>(environment, MusicPageQuery, variables), element: <MusicPage /> }],
  });
  await screen.findByRole('heading', { level: 1, name: 'Harbour Evenings' });
  return { ...view, variables };
}

describe('MusicPage', { timeout: 20_000 }, () => {
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
  });
  afterAll(() => vi.restoreAllMocks());

  it("asks whether the playlist is in the selected account's library, and offers to save it when it may be saved", async () => {
    const { variables } = await renderMusic();
    expect(variables).toMatchObject({ accountId: ACCOUNT, hasAccount: true });
    expect(screen.getByRole('button', { name: 'Add Harbour Evenings to the library' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More actions for Harbour Evenings' })).toBeTruthy();
  });

  it('offers to take it out when it is in the library', async () => {
    await renderMusic({ inLibrary: true });
    expect(screen.getByRole('button', { name: 'Remove Harbour Evenings from the library' })).toBeTruthy();
  });

  it('shows no library button for a playlist that cannot be saved, or without an account', async () => {
    const { unmount } = await renderMusic({ permissions: [] });
    expect(screen.queryByRole('button', { name: /to the library/ })).toBeNull();
    unmount();
    const { variables } = await renderMusic({ accountId: null });
    expect(variables).toMatchObject({ hasAccount: false });
    expect(screen.queryByRole('button', { name: /to the library/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'More actions for Harbour Evenings' })).toBeTruthy();
  });

  it('hides the library button in the desktop app when the account may not discover music, and only there', async () => {
    const { unmount } = await renderMusic({ restrictedDiscoverMusic: true });
    expect(screen.getByRole('button', { name: 'Add Harbour Evenings to the library' })).toBeTruthy();
    unmount();
    vi.stubGlobal('cadenceDesktop', { info: { version: '9.9.9', playerEngineVersion: 'web-audio-1', platform: 'linux' } });
    try {
      await renderMusic({ restrictedDiscoverMusic: true });
      expect(screen.queryByRole('button', { name: /to the library/ })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("offers Edit on a synced Spotify playlist the account may edit (its playback order), and not without EDIT", async () => {
    const { unmount } = await renderMusic({ composerType: 'SPOTIFY', permissions: ['EDIT', 'DELETE', 'ADD_TO_LIBRARY'] });
    expect(screen.getByText('Synced')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/discover/music/${PLAYLIST_ID}/edit`);
    unmount();
    await renderMusic({ composerType: 'SPOTIFY', permissions: ['DELETE', 'ADD_TO_LIBRARY'] });
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
