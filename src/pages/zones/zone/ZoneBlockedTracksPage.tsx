// /zones/{zoneId}/player/blocked-tracks (core.md 2, 3): the tracks that never play in the zone, its own
// blocks and its location's and account's. Unblocking (BLOCK_TRACKS) takes the track off the list at
// once and offers to undo it.
import { Suspense, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useMutation, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ZoneBlockedTracksPage_soundZone$key } from '../../../__generated__/ZoneBlockedTracksPage_soundZone.graphql';
import type { ZoneBlockedTracksPageBlockMutation } from '../../../__generated__/ZoneBlockedTracksPageBlockMutation.graphql';
import type { ZoneBlockedTracksPagePaginationQuery } from '../../../__generated__/ZoneBlockedTracksPagePaginationQuery.graphql';
import type { ZoneBlockedTracksPageQuery } from '../../../__generated__/ZoneBlockedTracksPageQuery.graphql';
import type { ZoneBlockedTracksPageUnblockMutation } from '../../../__generated__/ZoneBlockedTracksPageUnblockMutation.graphql';
import { useToasts } from '../../../app/toasts/useToasts';
import { TrackRow } from '../../../fragments/TrackRow';
import { Button } from '../../../ui/Button';
import { errorMessage } from '../../../errors/errorMessage';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { ZONE_LIST_PAGE_SIZE } from './zoneQueries';

const query = graphql`
  query ZoneBlockedTracksPageQuery($zoneId: ID!, $first: Int!) @preloadable {
    soundZone(id: $zoneId) {
      ...ZoneBlockedTracksPage_soundZone @arguments(first: $first)
    }
  }
`;

const fragment = graphql`
  fragment ZoneBlockedTracksPage_soundZone on SoundZone
  @refetchable(queryName: "ZoneBlockedTracksPagePaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
    id
    permissions
    blockedTracks(first: $first, after: $after) @connection(key: "ZoneBlockedTracksPage_blockedTracks") {
      __id
      edges {
        node {
          id
          parent
          source
          reasons
          track {
            id
            title
            ...TrackRow_track
          }
        }
      }
    }
  }
`;

const unblockMutation = graphql`
  mutation ZoneBlockedTracksPageUnblockMutation($parent: ID!, $track: ID!, $connections: [ID!]!) {
    unblockTrack(input: { parent: $parent, track: $track }) {
      blockedTrackId @deleteEdge(connections: $connections)
    }
  }
`;

const blockMutation = graphql`
  mutation ZoneBlockedTracksPageBlockMutation($parent: ID!, $track: ID!, $source: ID, $reasons: [BlockReason!]!, $connections: [ID!]!) {
    blockTrack(input: { parent: $parent, track: $track, source: $source, reasons: $reasons }) {
      blockedTrack @prependNode(connections: $connections, edgeTypeName: "BlockedTrackEdge") {
        id
        parent
        source
        reasons
        track {
          id
          title
          ...TrackRow_track
        }
      }
    }
  }
`;

export function ZoneBlockedTracksPage() {
  const { t } = useTranslation();
  return (
    <section className="zone-card" aria-labelledby="zone-blocked-title">
      <h2 id="zone-blocked-title" className="zone-card__title">
        {t('zonePage.blocked.title')}
      </h2>
      <p className="zone-card__muted">{t('zonePage.blocked.intro')}</p>
      <Suspense
        fallback={
          <LoadingRegion label={t('zonePage.loading')}>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} width="100%" height="48px" />
            ))}
          </LoadingRegion>
        }
      >
        <Blocked />
      </Suspense>
    </section>
  );
}

function Blocked() {
  const data = usePreloadedQuery<ZoneBlockedTracksPageQuery>(query, useLoaderData<PreloadedQuery<ZoneBlockedTracksPageQuery>>());
  return data.soundZone ? <BlockedList soundZone={data.soundZone} /> : null;
}

type BlockReason = ZoneBlockedTracksPageBlockMutation['variables']['reasons'][number];

function BlockedList({ soundZone }: { soundZone: ZoneBlockedTracksPage_soundZone$key }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ZoneBlockedTracksPagePaginationQuery, ZoneBlockedTracksPage_soundZone$key>(fragment, soundZone);
  const [, startTransition] = useTransition();
  const [commitUnblock] = useMutation<ZoneBlockedTracksPageUnblockMutation>(unblockMutation);
  const [commitBlock] = useMutation<ZoneBlockedTracksPageBlockMutation>(blockMutation);
  const canBlock = data.permissions.includes('BLOCK_TRACKS');
  const connection = data.blockedTracks.__id;
  const failed = (error: unknown) => {
    toasts.show({ type: 'error', message: errorMessage(error, t) });
  };

  const reblock = (block: { parent: string; source: string | null | undefined; reasons: readonly BlockReason[]; track: { id: string } }) => {
    commitBlock({ variables: { parent: block.parent, track: block.track.id, source: block.source ?? null, reasons: [...block.reasons], connections: [connection] }, onError: failed });
  };

  const unblock = (block: (typeof data.blockedTracks.edges)[number]['node']) =>
    commitUnblock({
      variables: { parent: block.parent, track: block.track.id, connections: [connection] },
      optimisticResponse: { unblockTrack: { blockedTrackId: block.id } },
      onError: failed,
      onCompleted: (_response, errors) => {
        if (errors?.length) return;
        toasts.show({ type: 'success', message: t('zonePage.blocked.unblocked', { title: block.track.title }), action: { label: t('zonePage.blocked.undo'), onClick: () => reblock(block) } });
      },
    });

  const edges = data.blockedTracks.edges;
  return (
    <>
      {!canBlock && (
        <p className="zone-card__muted" role="note">
          {t('zonePage.blocked.noPermission')}
        </p>
      )}
      {edges.length === 0 ? (
        <p className="zone-card__muted">{t('zonePage.blocked.empty')}</p>
      ) : (
        <ul className="zone-list">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <TrackRow
                track={node.track}
                detail={node.parent !== data.id ? t('zonePage.blocked.inherited') : undefined}
                actions={
                  <Button isDisabled={!canBlock} aria-label={t('zonePage.blocked.unblockLabel', { title: node.track.title })} onPress={() => unblock(node)}>
                    {t('zonePage.blocked.unblock')}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <Button isPending={isLoadingNext} onPress={() => startTransition(() => void loadNext(ZONE_LIST_PAGE_SIZE))}>
          {t('zonePage.blocked.loadMore')}
        </Button>
      )}
    </>
  );
}

