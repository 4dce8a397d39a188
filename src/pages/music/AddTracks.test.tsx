import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import playlistTexts from '../../i18n/en/playlists.json';
import { registerTexts } from '../../i18n/i18n';
import { operationName, renderWithRelay } from '../../testing/renderWithRelay';
import { AddTracks, SEARCH_DEBOUNCE_MS } from './AddTracks';

// The editor registers the playlists' texts for the panel.
registerTexts(playlistTexts);

function renderAddTracks() {
  const onAdd = vi.fn();
  const view = renderWithRelay(<AddTracks onAdd={onAdd} />, { pending: 'all' });
  const searches = () => view.environment.mock.getAllOperations().filter((operation) => operationName(operation) === 'AddTracksQuery');
  const answer = (titles: string[]) =>
    act(() => {
      for (const operation of searches()) {
        view.environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Query: () => ({ tracksByTitle: titles.map((title, n) => ({ id: `t${n}`, title, artists: [], album: null })) }) }));
      }
    });
  return { ...view, onAdd, searches, answer };
}

describe('AddTracks', () => {
  it('searches once typing pauses (250 ms), loading the query for the title, and adds what is found', async () => {
    const { onAdd, searches, answer } = renderAddTracks();
    const field = await screen.findByRole('searchbox', { name: 'Find tracks by title' });
    fireEvent.change(field, { target: { value: 'har' } });
    fireEvent.change(field, { target: { value: 'harbour ' } });
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS - 150));
    expect(searches()).toHaveLength(0);
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]!.request.variables).toEqual({ title: 'harbour', first: 20 });
    answer(['Harbour Lights', 'Harbour Dawn']);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Harbour Dawn' }));
    expect(onAdd).toHaveBeenCalledWith([expect.objectContaining({ id: 't1', title: 'Harbour Dawn' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Add all 2' }));
    expect(onAdd.mock.calls[1]![0].map((track: { id: string }) => track.id)).toEqual(['t0', 't1']);
  });

  it('says when nothing matches, and drops the results when the field is emptied', async () => {
    const { answer, searches } = renderAddTracks();
    const field = await screen.findByRole('searchbox', { name: 'Find tracks by title' });
    fireEvent.change(field, { target: { value: 'zzz' } });
    await waitFor(() => expect(searches()).toHaveLength(1));
    answer([]);
    expect(await screen.findByText('No tracks match “zzz”.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText('No tracks match “zzz”.')).toBeNull());
  });
});
