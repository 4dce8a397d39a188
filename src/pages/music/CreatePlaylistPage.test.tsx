import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { operationName, renderWithRelay } from '../../testing/renderWithRelay';
import { ACCOUNT_ID, withAccount } from '../create/testing/withAccount';
import { CreatePlaylistPage } from './CreatePlaylistPage';

describe('CreatePlaylistPage', () => {
  it("creates the named playlist in the selected account's library, then opens its editor", async () => {
    const environment = createMockEnvironment();
    const { router } = renderWithRelay(null, {
      environment,
      at: '/create/playlist',
      wrap: await withAccount(),
      pending: ['CreateManualPlaylistMutation'],
      routes: [
        { path: '/create/playlist', element: <CreatePlaylistPage /> },
        { path: '/discover/music/:musicId/edit', element: <p>editor</p> },
      ],
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Friday Mix' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create playlist' }));
    const create = await waitFor(() => {
      const found = environment.mock.getAllOperations().find((candidate) => operationName(candidate) === 'CreateManualPlaylistMutation');
      if (!found) throw new Error('no CreateManualPlaylistMutation');
      return found;
    });
    expect(create.request.variables.input).toEqual({ owner: ACCOUNT_ID, name: 'Friday Mix', addToLibrary: true });
    environment.mock.resolve(create, MockPayloadGenerator.generate(create, { Playlist: () => ({ id: 'pl-new' }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/discover/music/pl-new/edit'));
  });
});
