// Previewing a source from its menu (core.md 4 'Preview player', 8 'Music and playback'): a playlist's
// first 50 tracks are fetched and preview-all plays those that are available and, where the account
// filters explicit content, not explicit. Loaded when a preview starts, with the preview player.
import { fetchQuery, graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { previewSourceTracksQuery } from '../../__generated__/previewSourceTracksQuery.graphql';
import { previewAllTracks } from '../../preview/previewPlayer';
import type { PreviewTrack } from '../../preview/previewPlayer';
import { previewStore } from '../../preview/previewStore';
import type { PreviewStore } from '../../preview/previewStore';
import type { SourceRef } from './sourceLinks';

/** The market whose availability counts: any (the catalogue's 'ZZ'). */
const ANY_MARKET = 'ZZ';

export const UNSUPPORTED_PREVIEW_SOURCE = 'Unsupported preview source type';

const tracksQuery = graphql`
  query previewSourceTracksQuery($id: ID!, $first: Int!, $market: String!, $accountId: ID!, $hasAccount: Boolean!) {
    account(id: $accountId) @include(if: $hasAccount) {
      filterExplicit
    }
    playlist(id: $id) {
      tracks(market: $market, first: $first) {
        edges {
          node {
            id
            title
            explicit
            previewUrl
            isAvailable(market: $market)
            artists {
              name
            }
          }
        }
      }
    }
  }
`;

export async function fetchPreviewTracks(environment: IEnvironment, source: SourceRef, accountId: string | null, count: number): Promise<PreviewTrack[]> {
  if (source.kind !== 'playlist') throw new Error(UNSUPPORTED_PREVIEW_SOURCE);
  const data = await fetchQuery<previewSourceTracksQuery>(environment, tracksQuery, { id: source.id, first: count, market: ANY_MARKET, accountId: accountId ?? '', hasAccount: accountId !== null }).toPromise();
  const tracks = (data?.playlist?.tracks.edges ?? []).map(({ node: { id, title, explicit, isAvailable, previewUrl, artists } }) => ({
    id,
    title,
    explicit,
    isAvailable,
    previewUrl,
    artistNames: artists.map((artist) => artist.name),
  }));
  return previewAllTracks(tracks, { filterExplicit: data?.account?.filterExplicit ?? false }).map(({ id, title, artistNames, previewUrl }) => ({ id, title, artistNames, previewUrl: previewUrl ?? '' }));
}

/** Starts the app's one preview player on the source. */
export function previewSource(environment: IEnvironment, source: SourceRef & { title: string }, accountId: string | null, store: PreviewStore = previewStore()): Promise<void> {
  return store.previewCollection({ id: source.id, title: source.title }, (count) => fetchPreviewTracks(environment, source, accountId, count));
}
