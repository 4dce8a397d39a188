// /create/import-spotify-playlist, /create/copy-spotify-playlist and /create/synced-playlist (core.md 2
// 'Create'): importing synced playlists from the streaming service, or copying them once, into the
// selected account. A new synced playlist (behind schedule_creation_enabled) is the synced import.
import { useTranslation } from 'react-i18next';
import { SpotifyImport } from '../../fragments/spotify/SpotifyImport';
import type { SpotifyImportMode } from '../../fragments/spotify/SpotifyImport';
import { useSelectedAccountId } from '../../session/SessionProvider';
import '../music/MusicPage.css';

/** Which page's title and introduction: the import, the copy, or a new synced playlist. */
type PageTexts = SpotifyImportMode | 'synced';

function SpotifyImportPageOf({ mode, texts = mode }: { mode: SpotifyImportMode; texts?: PageTexts }) {
  const { t } = useTranslation();
  const accountId = useSelectedAccountId();
  return (
    <div className="music-page">
      <section className="spotify-import-page" aria-labelledby="spotify-import-title">
        <h1 id="spotify-import-title">{t(`spotifyImport.title.${texts}`)}</h1>
        <p>{t(`spotifyImport.intro.${texts}`)}</p>
        {accountId && <SpotifyImport owner={accountId} mode={mode} />}
      </section>
    </div>
  );
}

/** The page of each create route: import and synced keep the playlists synced, copy copies them once. */
export const spotifyImportPages = {
  import: () => <SpotifyImportPageOf mode="SYNC" />,
  copy: () => <SpotifyImportPageOf mode="COPY" />,
  synced: () => <SpotifyImportPageOf mode="SYNC" texts="synced" />,
};
