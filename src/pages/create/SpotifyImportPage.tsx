// /create/import-spotify-playlist and /create/copy-spotify-playlist (core.md 2 'Create'): importing
// synced playlists from the streaming service, or copying them once, into the selected account.
import { useTranslation } from 'react-i18next';
import { SpotifyImport } from '../../fragments/spotify/SpotifyImport';
import type { SpotifyImportMode } from '../../fragments/spotify/SpotifyImport';
import { useSelectedAccountId } from '../../session/SessionProvider';
import '../music/MusicPage.css';

function SpotifyImportPageOf({ mode }: { mode: SpotifyImportMode }) {
  const { t } = useTranslation();
  const accountId = useSelectedAccountId();
  return (
    <div className="music-page">
      <section className="spotify-import-page" aria-labelledby="spotify-import-title">
        <h1 id="spotify-import-title">{t(`spotifyImport.title.${mode}`)}</h1>
        <p>{t(`spotifyImport.intro.${mode}`)}</p>
        {accountId && <SpotifyImport owner={accountId} mode={mode} />}
      </section>
    </div>
  );
}

/** The page of each create route: import keeps the playlists synced, copy copies them once. */
export const spotifyImportPages = {
  import: () => <SpotifyImportPageOf mode="SYNC" />,
  copy: () => <SpotifyImportPageOf mode="COPY" />,
};
