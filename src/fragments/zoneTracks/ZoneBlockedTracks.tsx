// The tracks that never play in a zone (core.md 2, 3): its own blocks and its location's and account's.
// Unblocking (BLOCK_TRACKS) takes the track off the list at once and offers to undo it. The zone's
// blocked tracks page and the desktop shell's blocked songs show it.
import { useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import type { ZoneBlockedTracks_soundZone$key } from '../../__generated__/ZoneBlockedTracks_soundZone.graphql';
import type { ZoneBlockedTracksBlockMutation } from '../../__generated__/ZoneBlockedTracksBlockMutation.graphql';
import type { ZoneBlockedTracksPaginationQuery } from '../../__generated__/ZoneBlockedTracksPaginationQuery.graphql';
import type { ZoneBlockedTracksUnblockMutation } from '../../__generated__/ZoneBlockedTracksUnblockMutation.graphql';
import { useToasts } from '../../app/toasts/useToasts';
import { errorMessage } from '../../errors/errorMessage';
import zonePageTexts from '../../i18n/en/zonePage.json';
import { registerTexts } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { TrackRow } from '../TrackRow';
import { ZONE_TRACKS_PAGE_SIZE } from './pageSize';
import './ZoneTracks.css';

registerTexts(zonePageTexts);

const fragment = graphql`
  fragment ZoneBlockedTracks_soundZone on SoundZone
  @refetchable(queryName: "ZoneBlockedTracksPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
    id
    permissions
    blockedTracks(first: $first, after: $after) @connection(key: "ZoneBlockedTracks_blockedTracks") {
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
  mutation ZoneBlockedTracksUnblockMutation($parent: ID!, $track: ID!, $connections: [ID!]!) {
    unblockTrack(input: { parent: $parent, track: $track }) {
      blockedTrackId @deleteEdge(connections: $connections)
    }
  }
`;

const blockMutation = graphql`
  mutation ZoneBlockedTracksBlockMutation($parent: ID!, $track: ID!, $source: ID, $reasons: [BlockReason!]!, $connections: [ID!]!) {
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

type BlockReason = ZoneBlockedTracksBlockMutation['variables']['reasons'][number];

export function ZoneBlockedTracks({ soundZone }: { soundZone: ZoneBlockedTracks_soundZone$key }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<ZoneBlockedTracksPaginationQuery, ZoneBlockedTracks_soundZone$key>(fragment, soundZone);
  const [, startTransition] = useTransition();
  const [commitUnblock] = useMutation<ZoneBlockedTracksUnblockMutation>(unblockMutation);
  const [commitBlock] = useMutation<ZoneBlockedTracksBlockMutation>(blockMutation);
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
        <p className="zone-tracks__note" role="note">
          {t('zonePage.blocked.noPermission')}
        </p>
      )}
      {edges.length === 0 ? (
        <p className="zone-tracks__note">{t('zonePage.blocked.empty')}</p>
      ) : (
        <ul className="zone-tracks__list">
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
        <Button isPending={isLoadingNext} onPress={() => startTransition(() => void loadNext(ZONE_TRACKS_PAGE_SIZE))}>
          {t('zonePage.blocked.loadMore')}
        </Button>
      )}
    </>
  );
}
