import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import StationFromPlaylistPageQuery from '../../__generated__/StationFromPlaylistPageQuery.graphql';
import type { StationFromPlaylistPageQuery as StationFromPlaylistPageQueryType } from '../../__generated__/StationFromPlaylistPageQuery.graphql';
import { expectNoAxeViolations } from '../../testing/axe';
import { operationName, preloadQuery, renderWithRelay } from '../../testing/renderWithRelay';
import { StationFromPlaylistPage } from './StationFromPlaylistPage';
import { stationFromPlaylistPreload } from './createQueries';
import { ACCOUNT_ID, withAccount } from './testing/withAccount';

const ITEMS = [
  { __typename: 'Playlist', id: 'pl-1', name: 'Morning Coffee', presentAs: 'PLAYLIST' },
  { __typename: 'Playlist', id: 'st-1', name: 'Jazz Station', presentAs: 'STATION' },
  { __typename: 'Playlist', id: 'pl-2', name: 'Sunday Brunch', presentAs: 'PLAYLIST' },
];

async function renderSeedPage(items = ITEMS) {
  const environment = createMockEnvironment();
  const view = renderWithRelay(null, {
    environment,
    at: '/create/station/from-playlist',
    wrap: await withAccount(),
    pending: ['useCreateStationMutation'],
    mockResolvers: { LibraryItemConnection: () => ({ edges: items.map((node) => ({ node })) }) },
    routes: [
      { path: '/create/station/from-playlist', loader: () => preloadQuery<StationFromPlaylistPageQueryType>(environment, StationFromPlaylistPageQuery, stationFromPlaylistPreload(ACCOUNT_ID).variables), element: <StationFromPlaylistPage /> },
      { path: '/discover/music/:musicId', element: <p>music page</p> },
    ],
  });
  const operation = () =>
    waitFor(() => {
      const found = environment.mock.getAllOperations().find((candidate) => operationName(candidate) === 'useCreateStationMutation');
      if (!found) throw new Error('no mutation');
      return found;
    });
  return { ...view, operation };
}

describe('StationFromPlaylistPage', () => {
  it("offers the library's playlists (not its stations) as seeds, names the station after the one chosen, and grows it from that", async () => {
    const { container, environment, operation, router } = await renderSeedPage();
    const radio = await screen.findByRole('radio', { name: 'Sunday Brunch' }, { timeout: 10_000 });
    expect(screen.getAllByRole('radio').map((option) => option.closest('label')?.textContent)).toEqual(['Morning Coffee', 'Sunday Brunch']);
    fireEvent.click(radio);
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Station name' }) as HTMLInputElement).value).toBe('Sunday Brunch Radio'));
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Create station' }));
    const create = await operation();
    expect(create.request.variables.input).toEqual({ owner: ACCOUNT_ID, name: 'Sunday Brunch Radio', seedPlaylist: 'pl-2' });
    environment.mock.resolve(create, MockPayloadGenerator.generate(create, { Playlist: () => ({ id: 'st-2' }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/discover/music/st-2'));
  }, 20_000);

  it('says so when the library has no playlist', async () => {
    await renderSeedPage([]);
    expect(await screen.findByText('Your library has no playlists yet.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
