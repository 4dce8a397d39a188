// The editor follows the playlist as others change it (core.md 7 'Realtime': playlistUpdate). A new
// name or description shows at once: the payload updates the store the details form reads. A new
// snapshot that none of the editor's own splices made means the tracks changed elsewhere: once the
// editor's own splices are answered (an answer may come after the event of its own change), the list
// is read again, so the next splice is made against the list as it is.
import { useEffect, useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { usePlaylistFollowSubscription } from '../../__generated__/usePlaylistFollowSubscription.graphql';

const playlistUpdate = graphql`
  subscription usePlaylistFollowSubscription($playlist: ID!) {
    playlistUpdate(input: { playlist: $playlist }) {
      playlist {
        id
        snapshot
        ...PlaylistDetailsForm_playlist
      }
    }
  }
`;

export interface FollowedEdits {
  /** Splices sent and not answered yet. */
  pending: number;
  /** Whether the editor's own splices made this snapshot (or it is the one the editor loaded). */
  isOwnSnapshot(snapshot: string): boolean;
}

export function usePlaylistFollow(playlistId: string, { pending, isOwnSnapshot }: FollowedEdits, reload: () => void): void {
  const [heard, setHeard] = useState<string | null>(null);
  const config = useMemo<GraphQLSubscriptionConfig<usePlaylistFollowSubscription>>(
    () => ({ subscription: playlistUpdate, variables: { playlist: playlistId }, onNext: (payload) => payload && setHeard(payload.playlistUpdate.playlist.snapshot) }),
    [playlistId],
  );
  useSubscription(config);
  useEffect(() => {
    if (heard !== null && pending === 0 && !isOwnSnapshot(heard)) reload();
  }, [heard, pending, isOwnSnapshot, reload]);
}
