// The streaming-service connection the import uses (core.md 3 'Other', 5): the one this tab keeps, else
// the one the server already holds for the user (asked for once, then kept for the tab), so that a user
// who connected in another tab or session is not asked to connect again.
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useSpotifyConnectionQuery } from '../../__generated__/useSpotifyConnectionQuery.graphql';
import { keepSpotifyConnection, usableSpotifyConnection } from './spotifyConnection';
import type { StoredSpotifyConnection } from './spotifyConnection';

const query = graphql`
  query useSpotifyConnectionQuery {
    spotifyConnection {
      id
      accessToken
      tokenType
      expiresIn
    }
  }
`;

export interface SpotifyConnectionState {
  connection: StoredSpotifyConnection | null;
  setConnection: (connection: StoredSpotifyConnection | null) => void;
  /** The server is being asked for the user's connection: whether to offer Connect is not known yet. */
  checking: boolean;
}

export function useSpotifyConnection(): SpotifyConnectionState {
  const environment = useRelayEnvironment();
  const [connection, setConnection] = useState<StoredSpotifyConnection | null>(() => usableSpotifyConnection());
  const [checking, setChecking] = useState(() => connection === null);

  useEffect(() => {
    if (!checking) return;
    let current = true;
    // network-only: a token from the store may be one the server has since refreshed.
    const subscription = fetchQuery<useSpotifyConnectionQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({
      next: ({ spotifyConnection }) => {
        if (!current || !spotifyConnection) return;
        const { id, accessToken, tokenType, expiresIn } = spotifyConnection;
        setConnection(keepSpotifyConnection({ id, accessToken, tokenType, expiresIn }));
      },
      // Without the server's answer the user can still connect.
      error: () => current && setChecking(false),
      complete: () => current && setChecking(false),
    });
    return () => {
      current = false;
      subscription.unsubscribe();
    };
  }, [checking, environment]);

  return { connection, setConnection, checking };
}
