import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { fetchPreviewTracks, UNSUPPORTED_PREVIEW_SOURCE } from './previewSource';

const track = (n: number, facts: { explicit?: boolean; isAvailable?: boolean; previewUrl?: string | null } = {}) => ({
  id: `t${n}`,
  title: `Track ${n}`,
  explicit: false,
  isAvailable: true,
  previewUrl: `/media/tracks/t${n}/preview`,
  artists: [{ name: 'Nils' }],
  ...facts,
});

function environmentAnswering(tracks: ReturnType<typeof track>[], filterExplicit: boolean) {
  const environment = createMockEnvironment();
  const asked: Record<string, unknown>[] = [];
  environment.mock.queueOperationResolver((operation) => {
    asked.push(operation.request.variables);
    const edges = tracks.map((node) => ({ node: { ...node, artists: node.artists.map((artist) => ({ ...artist, id: `ar-${artist.name}` })) } }));
    return { data: { account: { id: 'acc-1', filterExplicit }, playlist: { id: 'pl-1', tracks: { edges } } } };
  });
  return { environment, asked };
}

describe('fetchPreviewTracks (core.md 4 Preview player)', () => {
  it('asks for the first tracks and leaves out unavailable ones and those without a preview', async () => {
    const { environment, asked } = environmentAnswering([track(1), track(2, { isAvailable: false }), track(3, { previewUrl: null }), track(4, { explicit: true })], false);
    const tracks = await fetchPreviewTracks(environment, { id: 'pl-1', kind: 'playlist' }, 'acc-1', 50);
    expect(asked[0]).toMatchObject({ id: 'pl-1', first: 50, accountId: 'acc-1', hasAccount: true });
    expect(tracks).toEqual([
      { id: 't1', title: 'Track 1', artistNames: ['Nils'], previewUrl: '/media/tracks/t1/preview' },
      { id: 't4', title: 'Track 4', artistNames: ['Nils'], previewUrl: '/media/tracks/t4/preview' },
    ]);
  });

  it('leaves out explicit tracks when the account filters explicit content', async () => {
    const { environment } = environmentAnswering([track(1), track(4, { explicit: true })], true);
    expect((await fetchPreviewTracks(environment, { id: 'pl-1', kind: 'playlist' }, 'acc-1', 50)).map((t) => t.id)).toEqual(['t1']);
  });

  it('does not ask for an account without one', async () => {
    const { environment, asked } = environmentAnswering([track(1)], false);
    await fetchPreviewTracks(environment, { id: 'pl-1', kind: 'playlist' }, null, 50);
    expect(asked[0]).toMatchObject({ hasAccount: false });
  });

  it('throws for a source it cannot preview', async () => {
    const { environment } = environmentAnswering([], false);
    await expect(fetchPreviewTracks(environment, { id: 'sch-1', kind: 'schedule' }, 'acc-1', 50)).rejects.toThrow(UNSUPPORTED_PREVIEW_SOURCE);
  });
});
