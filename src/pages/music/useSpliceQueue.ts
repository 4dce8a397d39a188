// Splices of the editor's list, sent one after the other (core.md 4: applied optimistically). Each is
// sent against the snapshot the one before it left, so the server refuses a change made against a list
// someone else has changed since ('Playlist snapshot mismatch between dispatch and cache'). When one
// fails, those queued behind it are dropped and the list goes back to what the server last confirmed.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useSpliceQueueMutation } from '../../__generated__/useSpliceQueueMutation.graphql';
import { errorMessage } from '../../errors/errorMessage';
import { commitMutationAsync } from '../../relay/commitMutationAsync';
import { spliceBetween } from './playlistEditing';
import type { EditorEntry } from './playlistEditing';

const mutation = graphql`
  mutation useSpliceQueueMutation($input: SpliceManualPlaylistInput!) {
    spliceManualPlaylist(input: $input) {
      id
      permissions
      snapshot
      updatedAt
      trackStatistics {
        total
        totalDuration
        playable
        playableDuration
        explicit
      }
    }
  }
`;

export interface SpliceQueue {
  entries: readonly EditorEntry[];
  /**
   * Shows `next` at once and sends the splice that makes the server's list the same. Given a function, the
   * list is made from the one shown now (a row's handler may have been rendered with an older list).
   */
  change(next: readonly EditorEntry[] | ((shown: readonly EditorEntry[]) => readonly EditorEntry[])): void;
  /** Splices sent and not answered yet. */
  pending: number;
  /** The server's message for the splice that failed, until dismissed. */
  failure: string | null;
  dismissFailure(): void;
  /** Whether the list was loaded at this snapshot or one of this queue's splices made it. */
  isOwnSnapshot(snapshot: string): boolean;
}

export function useSpliceQueue(playlistId: string, initial: { entries: readonly EditorEntry[]; snapshot: string }): SpliceQueue {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [entries, setEntries] = useState(initial.entries);
  const [pending, setPending] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = useRef(initial.entries);
  const confirmed = useRef(initial.entries);
  const snapshot = useRef(initial.snapshot);
  const own = useRef(new Set([initial.snapshot]));
  const queue = useRef(Promise.resolve());
  // Splices queued before a failure belong to a list that is gone.
  const generation = useRef(0);

  const change = useCallback(
    (nextOrUpdate: readonly EditorEntry[] | ((shown: readonly EditorEntry[]) => readonly EditorEntry[])) => {
      const next = typeof nextOrUpdate === 'function' ? nextOrUpdate(shown.current) : nextOrUpdate;
      const splice = spliceBetween(shown.current, next);
      if (!splice) return;
      shown.current = next;
      setEntries(next);
      setPending((count) => count + 1);
      const sentIn = generation.current;
      queue.current = queue.current.then(async () => {
        try {
          if (sentIn !== generation.current) return;
          const response = await commitMutationAsync<useSpliceQueueMutation>(environment, mutation, { input: { id: playlistId, ...splice, snapshot: snapshot.current } });
          snapshot.current = response.spliceManualPlaylist.snapshot;
          own.current.add(snapshot.current);
          confirmed.current = next;
        } catch (error) {
          if (sentIn !== generation.current) return;
          generation.current++;
          shown.current = confirmed.current;
          setEntries(confirmed.current);
          setFailure(errorMessage(error, t));
        } finally {
          setPending((count) => count - 1);
        }
      });
    },
    [environment, playlistId, t],
  );

  const isOwnSnapshot = useCallback((candidate: string) => own.current.has(candidate), []);
  return { entries, change, pending, failure, dismissFailure: useCallback(() => setFailure(null), []), isOwnSnapshot };
}
