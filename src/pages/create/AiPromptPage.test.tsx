import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import AiPromptPageQuery from '../../__generated__/AiPromptPageQuery.graphql';
import type { AiPromptPageQuery as AiPromptPageQueryType } from '../../__generated__/AiPromptPageQuery.graphql';
import { operationName, preloadQuery, renderWithRelay } from '../../testing/renderWithRelay';
import { AiPlaylistPage, AiStationPage } from './AiPromptPage';
import { aiPromptPreload } from './createQueries';
import { ACCOUNT_ID, withAccount } from './testing/withAccount';

const TRACKS = [
  { id: 't-1', title: 'Blue Hour', durationMs: 185_000, explicit: false },
  { id: 't-2', title: 'Smoky Room', durationMs: 250_000, explicit: false },
];

async function renderPrompt(kind: 'playlist' | 'station', at: string) {
  const environment = createMockEnvironment();
  const Page = kind === 'playlist' ? AiPlaylistPage : AiStationPage;
  const view = renderWithRelay(null, {
    environment,
    at,
    wrap: await withAccount(),
    pending: ['CreateManualPlaylistMutation', 'useCreateStationMutation'],
    mockResolvers: {
      TracksFromPrompt: () => ({ title: 'Mellow Jazz', description: 'Made for “mellow jazz”.', tracks: TRACKS.map((track) => ({ ...track, artists: [{ name: 'Nova Lind' }] })) }),
    },
    routes: [
      { path: `/create/ai-${kind}`, loader: ({ request }) => preloadQuery<AiPromptPageQueryType>(environment, AiPromptPageQuery, aiPromptPreload(new URL(request.url).searchParams, ACCOUNT_ID).variables), element: <Page /> },
      { path: '/discover/music/:musicId', element: <p>music page</p> },
    ],
  });
  const operation = (name: string) =>
    waitFor(() => {
      const found = environment.mock.getAllOperations().find((candidate) => operationName(candidate) === name);
      if (!found) throw new Error(`no ${name}`);
      return found;
    });
  return { ...view, operation };
}

describe('AiPromptPage', () => {
  it("previews the assistant's tracks for the prompt of the URL and the selected account, and saves them as a playlist in its library, then opens it", async () => {
    const { environment, operation, router } = await renderPrompt('playlist', '/create/ai-playlist?prompt=mellow+jazz');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mellow Jazz' }, { timeout: 5000 })).toBeTruthy();
    expect((await operation('AiPromptPageQuery')).request.variables).toEqual({ prompt: 'mellow jazz', hasPrompt: true, account: ACCOUNT_ID });
    expect((screen.getByRole('textbox', { name: 'Prompt' }) as HTMLInputElement).value).toBe('mellow jazz');
    const list = screen.getByRole('list', { name: 'Suggested tracks' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Blue HourNova Lind3:05', 'Smoky RoomNova Lind4:10']);

    fireEvent.click(screen.getByRole('button', { name: 'Create playlist' }));
    const create = await operation('CreateManualPlaylistMutation');
    expect(create.request.variables.input).toEqual({ owner: ACCOUNT_ID, name: 'Mellow Jazz', description: 'Made for “mellow jazz”.', trackIds: ['t-1', 't-2'], addToLibrary: true });
    environment.mock.resolve(create, MockPayloadGenerator.generate(create, { Playlist: () => ({ id: 'pl-new' }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/discover/music/pl-new'));
  });

  it('asks nothing without a prompt, and refuses an empty one', async () => {
    const { router } = await renderPrompt('playlist', '/create/ai-playlist');
    fireEvent.click(await screen.findByRole('button', { name: 'Suggest tracks' }, { timeout: 5000 }));
    expect(await screen.findByText('Cannot be empty')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Suggested tracks' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Prompt' }), { target: { value: 'upbeat latin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suggest tracks' }));
    await waitFor(() => expect(router.state.location.search).toBe('?prompt=upbeat+latin'));
  });

  it('offers suggestions that put their prompt in the URL', async () => {
    await renderPrompt('playlist', '/create/ai-playlist');
    expect((await screen.findByRole('link', { name: '80s soul and funk' }, { timeout: 5000 })).getAttribute('href')).toBe('/create/ai-playlist?prompt=80s+soul+and+funk');
  });

  it('makes a station from the prompt on the station page', async () => {
    const { environment, operation, router } = await renderPrompt('station', '/create/ai-station?prompt=mellow+jazz');
    fireEvent.click(await screen.findByRole('button', { name: 'Create station' }, { timeout: 5000 }));
    const create = await operation('useCreateStationMutation');
    expect(create.request.variables.input).toEqual({ owner: ACCOUNT_ID, name: 'Mellow Jazz', prompt: 'mellow jazz' });
    environment.mock.resolve(create, MockPayloadGenerator.generate(create, { Playlist: () => ({ id: 'st-new', presentAs: 'STATION' }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/discover/music/st-new'));
  });
});
