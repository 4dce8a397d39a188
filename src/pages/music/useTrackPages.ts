// A playlist's tracks a page at a time, kept out of Relay's connections: a playlist may hold the same
// track more than once, and a connection keeps each node once. Each page's query is retained while the
// list is shown, so the rows' fragments stay readable; a page read after an edit comes from the server.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, readInlineData, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import type { Disposable } from 'relay-runtime';
import type { TrackRow_track$key } from '../../__generated__/TrackRow_track.graphql';
import type { useTrackPagesQuery } from '../../__generated__/useTrackPagesQuery.graphql';
import type { useTrackPages_playlist$key } from '../../__generated__/useTrackPages_playlist.graphql';

// The rows are drawn by TrackRow (src/fragments/TrackRow.tsx) in the lists that read this hook.
/* eslint-disable relay/must-colocate-fragment-spreads */
const pageFragment = graphql`
  fragment useTrackPages_playlist on Playlist @inline {
    snapshot
    tracks(first: $first, after: $after) {
      total
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          title
          ...TrackRow_track
        }
      }
    }
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

const pageQuery = graphql`
  query useTrackPagesQuery($id: ID!, $first: Int!, $after: String) {
    playlist(id: $id) {
      ...useTrackPages_playlist
    }
  }
`;

export interface ListedTrack {
  id: string;
  title: string;
  row: TrackRow_track$key;
}

interface Pages {
  tracks: ListedTrack[];
  total: number;
  snapshot: string;
  endCursor: string | null;
  hasNext: boolean;
  /** Counts the reads from the first page: a new one is another list. */
  generation: number;
}

function pagesOf(key: useTrackPages_playlist$key, before: Pages | null, generation: number): Pages {
  const page = readInlineData(pageFragment, key);
  const tracks = page.tracks.edges.map(({ node }) => ({ id: node.id, title: node.title, row: node }));
  return {
    tracks: before ? [...before.tracks, ...tracks] : tracks,
    total: page.tracks.total,
    snapshot: before?.snapshot ?? page.snapshot,
    endCursor: page.tracks.pageInfo.endCursor ?? null,
    hasNext: page.tracks.pageInfo.hasNextPage,
    generation,
  };
}

export interface TrackPages extends Pages {
  isLoadingNext: boolean;
  loadNext(): void;
  /** Reads the list again from its first page. */
  reload(): void;
}

/** The tracks of the first page (a query's) and those `loadNext` brings, `pageSize` at a time. */
export function useTrackPages(playlistId: string, firstPage: useTrackPages_playlist$key, pageSize: number): TrackPages {
  const environment = useRelayEnvironment();
  const [pages, setPages] = useState(() => pagesOf(firstPage, null, 0));
  const [isLoadingNext, setLoadingNext] = useState(false);
  const retained = useRef<Disposable[]>([]);
  const loading = useRef(false);
  useEffect(() => () => retained.current.splice(0).forEach((retain) => retain.dispose()), []);

  const fetchPage = useCallback(
    (after: string | null, before: Pages | null) => {
      if (loading.current) return;
      loading.current = true;
      setLoadingNext(true);
      const variables = { id: playlistId, first: pageSize, after };
      fetchQuery<useTrackPagesQuery>(environment, pageQuery, variables).subscribe({
        next: (data) => {
          retained.current.push(environment.retain(createOperationDescriptor(getRequest(pageQuery), variables)));
          if (data.playlist) setPages((current) => (before === null ? pagesOf(data.playlist!, null, current.generation + 1) : pagesOf(data.playlist!, current, current.generation)));
        },
        complete: () => {
          loading.current = false;
          setLoadingNext(false);
        },
        error: () => {
          loading.current = false;
          setLoadingNext(false);
        },
      });
    },
    [environment, playlistId, pageSize],
  );

  const loadNext = useCallback(() => {
    if (pages.hasNext) fetchPage(pages.endCursor, pages);
  }, [fetchPage, pages]);
  const reload = useCallback(() => fetchPage(null, null), [fetchPage]);

  return { ...pages, isLoadingNext, loadNext, reload };
}
