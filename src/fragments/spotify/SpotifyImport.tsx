// Importing playlists from the streaming service (core.md 2 'Create', 7 'Streaming-service import', 8
// 'Music and playback'): connect in the authorisation popup, choose among the account's playlists (read
// 50 at a time straight from the service) or, when copying, paste a playlist's link, and import them;
// a connection the user made before, in this tab or as the server knows it, is used without asking;
// each playlist's result shows, with a link to the imported playlist or its errors. Shared by the create
// pages and, later, the onboarding step, so it takes the owning account and the mode as props.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import type { spotifyMutationsConnectMutation } from '../../__generated__/spotifyMutationsConnectMutation.graphql';
import type { spotifyMutationsImportMutation, spotifyMutationsImportMutation$data } from '../../__generated__/spotifyMutationsImportMutation.graphql';
import { useToasts } from '../../app/toasts/useToasts';
import { spotifyMessages, spotifyPlaylistId, spotifyPlaylistUri } from '../../domain/spotify';
import { AppError, isAppError } from '../../errors/AppError';
import spotifyTexts from '../../i18n/en/spotifyImport.json';
import { registerTexts } from '../../i18n/i18n';
import { commitMutationAsync } from '../../relay/commitMutationAsync';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { FormMessage } from '../../ui/formFields';
import { SpotifyAuthorizationError, useSpotifyCalls } from './spotifyCalls';
import type { SpotifyPlaylistSummary } from './spotifyCalls';
import { forgetSpotifyConnection, keepSpotifyConnection, spotifyAuthorization, usableSpotifyConnection } from './spotifyConnection';
import type { StoredSpotifyConnection } from './spotifyConnection';
import { spotifyConnectMutation, spotifyImportMutation } from './spotifyMutations';
import { SpotifyImportResults } from './SpotifyImportResults';
import { SpotifyUriField } from './SpotifyUriField';
import { useSpotifyConnection } from './useSpotifyConnection';
import './SpotifyImport.css';

registerTexts(spotifyTexts);

export type SpotifyImportMode = 'SYNC' | 'COPY';
export type ImportResults = spotifyMutationsImportMutation$data['importSpotifyPlaylists']['results'];

interface PlaylistList {
  playlists: SpotifyPlaylistSummary[];
  nextOffset: number | null;
  loading: boolean;
  failed: boolean;
}

const EMPTY_LIST: PlaylistList = { playlists: [], nextOffset: 0, loading: false, failed: false };

export interface SpotifyImportProps {
  /** Account that owns the imported playlists. */
  owner: string;
  mode: SpotifyImportMode;
  /** Heading level of the component's sections, so that it fits the page around it. */
  headingLevel?: 2 | 3;
}

export function SpotifyImport({ owner, mode, headingLevel = 2 }: SpotifyImportProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const calls = useSpotifyCalls();
  const toasts = useToasts();
  const { connection, setConnection, checking } = useSpotifyConnection();
  const [connecting, setConnecting] = useState(false);
  const [list, setList] = useState<PlaylistList>(EMPTY_LIST);
  const [selected, setSelected] = useState<string[]>([]);
  const [pasted, setPasted] = useState<SpotifyPlaylistSummary[]>([]);
  const [importing, setImporting] = useState(false);
  const [results, setResults] = useState<ImportResults | null>(null);
  const Heading = `h${headingLevel}` as const;

  const connect = useCallback(async (): Promise<StoredSpotifyConnection | null> => {
    setConnecting(true);
    try {
      const grant = await calls.authorize();
      const answer = await commitMutationAsync<spotifyMutationsConnectMutation>(environment, spotifyConnectMutation, grant);
      if (!answer.createSpotifyConnection) throw new AppError(spotifyMessages.noConnectionData, { kind: 'unknown' });
      const kept = keepSpotifyConnection(answer.createSpotifyConnection);
      setConnection(kept);
      return kept;
    } catch (error) {
      // Closing the popup is the user's choice (core.md 8): nothing to tell.
      if (isAppError(error) && error.message === spotifyMessages.aborted) return null;
      if (error instanceof SpotifyAuthorizationError) {
        toasts.show({ type: 'error', message: t([`spotifyImport.authError.${error.error}`, 'spotifyImport.authError.unknown']) });
      } else {
        toasts.show({ type: 'error', message: t('spotifyImport.connectFailed'), action: { label: t('spotifyImport.retry'), onClick: () => void connect() } });
      }
      return null;
    } finally {
      setConnecting(false);
    }
  }, [calls, environment, setConnection, t, toasts]);

  const loadPage = useCallback(
    async (from: StoredSpotifyConnection, offset: number) => {
      setList((current) => ({ ...current, loading: true, failed: false }));
      try {
        const page = await calls.playlists(spotifyAuthorization(from), offset);
        setList((current) => ({ playlists: [...(offset === 0 ? [] : current.playlists), ...page.playlists], nextOffset: page.nextOffset, loading: false, failed: false }));
      } catch (error) {
        if (isAppError(error) && error.kind === 'unauthorized') {
          forgetSpotifyConnection();
          setConnection(null);
          setList(EMPTY_LIST);
          return;
        }
        setList((current) => ({ ...current, loading: false, failed: true }));
      }
    },
    [calls, setConnection],
  );

  useEffect(() => {
    if (connection) void loadPage(connection, 0);
  }, [connection, loadPage]);

  const importSelected = async () => {
    // core.md 7: a connection is made first when there is none.
    const using = usableSpotifyConnection() ?? (await connect());
    if (!using) return;
    const toast = toasts.show({ type: 'loading', message: t('spotifyImport.toast.loading') });
    setImporting(true);
    try {
      const answer = await commitMutationAsync<spotifyMutationsImportMutation>(environment, spotifyImportMutation, {
        input: { connectionId: using.connectionId, playlistUris: selected, addToLibrary: true, owner, mode },
      });
      const imported = answer.importSpotifyPlaylists.results.filter((result) => result.playlist).length;
      setResults(answer.importSpotifyPlaylists.results);
      setSelected([]);
      toasts.update(toast, imported ? { type: 'success', message: t('spotifyImport.toast.added', { count: imported }) } : { type: 'error', message: t('spotifyImport.toast.failed') });
    } catch {
      toasts.update(toast, { type: 'error', message: t('spotifyImport.toast.failed') });
    } finally {
      setImporting(false);
    }
  };

  const addPasted = (uri: string) => {
    const id = spotifyPlaylistId(uri)!;
    const normalised = spotifyPlaylistUri(id);
    if (!pasted.some((playlist) => playlist.uri === normalised) && !list.playlists.some((playlist) => playlist.uri === normalised)) {
      setPasted((current) => [...current, { uri: normalised, name: normalised, trackCount: -1, ownerName: null }]);
    }
    setSelected((current) => (current.includes(normalised) ? current : [...current, normalised]));
  };

  const choices = [...pasted, ...list.playlists];
  return (
    <div className="spotify-import">
      {!connection && !checking && (
        // Not isPending: its announcement names the button, which is gone once connected, leaving the announcer without a label.
        <Button variant="primary" onPress={() => void connect()} isDisabled={connecting}>
          {t('spotifyImport.connect')}
        </Button>
      )}
      {mode === 'COPY' && <SpotifyUriField onAdd={addPasted} />}
      {(connection || pasted.length > 0) && (
        <section aria-labelledby="spotify-import-playlists" className="spotify-import__playlists">
          <Heading id="spotify-import-playlists">{t('spotifyImport.playlists')}</Heading>
          {list.failed && <FormMessage tone="error">{t('spotifyImport.playlistsFailed')}</FormMessage>}
          {choices.length > 0 && (
            <ul className="spotify-import__list" aria-labelledby="spotify-import-playlists">
              {choices.map((playlist) => (
                <li key={playlist.uri}>
                  <Checkbox
                    className="spotify-import__choice"
                    isSelected={selected.includes(playlist.uri)}
                    onChange={(isSelected) => setSelected((current) => (isSelected ? [...current, playlist.uri] : current.filter((uri) => uri !== playlist.uri)))}
                  >
                    <span className="spotify-import__name">{playlist.name}</span>
                    {playlist.trackCount >= 0 && <span className="spotify-import__meta"> {t('spotifyImport.trackCount', { count: playlist.trackCount })}</span>}
                  </Checkbox>
                </li>
              ))}
            </ul>
          )}
          {connection && !list.loading && !list.failed && list.nextOffset === null && list.playlists.length === 0 && <p>{t('spotifyImport.noPlaylists')}</p>}
          {list.loading && (
            <LoadingRegion label={t('spotifyImport.loadingPlaylists')}>
              {[0, 1, 2].map((row) => (
                <div key={row} className="spotify-import__skeleton">
                  <Skeleton width="60%" height="1.2em" />
                </div>
              ))}
            </LoadingRegion>
          )}
          {connection && !list.loading && list.nextOffset !== null && list.nextOffset > 0 && (
            <Button onPress={() => void loadPage(connection, list.nextOffset!)}>{t('spotifyImport.loadMore')}</Button>
          )}
          <div className="spotify-import__actions">
            <span aria-live="polite">{t('spotifyImport.selected', { count: selected.length })}</span>
            <Button variant="primary" isDisabled={selected.length === 0} isPending={importing} onPress={() => void importSelected()}>
              {t(`spotifyImport.import.${mode}`)}
            </Button>
          </div>
        </section>
      )}
      {results && <SpotifyImportResults results={results} names={new Map(choices.map((playlist) => [playlist.uri, playlist.name]))} Heading={Heading} />}
    </div>
  );
}
