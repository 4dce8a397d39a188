// /discover/music/{musicId}/edit (core.md 2, 4 'Playlists and editing', 6 'Editing music'): what of a
// playlist those who may edit it can change (editableParts): a manual playlist's details and tracks, a
// copied streaming-service playlist's details, a synced one's playback order, whose tracks the service
// keeps. Anything else (another kind, no EDIT) says so and links back to the playlist.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { PlaylistEditPageQuery } from '../../__generated__/PlaylistEditPageQuery.graphql';
import playlistTexts from '../../i18n/en/playlists.json';
import { registerTexts } from '../../i18n/i18n';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { musicPath } from './musicQueries';
import { PlaylistDetailsForm } from './PlaylistDetailsForm';
import { PlaylistTrackEditor } from './PlaylistTrackEditor';
import { editableParts } from './editableParts';
import './MusicPage.css';
import './PlaylistEditPage.css';

registerTexts(playlistTexts);

// The first page of tracks is read by useTrackPages, through the track editor this page renders.
/* eslint-disable relay/must-colocate-fragment-spreads */
const query = graphql`
  query PlaylistEditPageQuery($id: ID!, $first: Int!, $after: String) @preloadable {
    playlist(id: $id) {
      id
      name
      composerType
      permissions
      ...PlaylistDetailsForm_playlist
      ...useTrackPages_playlist
    }
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

export function PlaylistEditPage() {
  const { t } = useTranslation();
  return (
    <div className="music-page playlist-edit-page">
      <Suspense
        fallback={
          <LoadingRegion label={t('playlists.loading')}>
            <Skeleton width="16rem" height="2rem" />
            <Skeleton width="100%" height="10rem" />
          </LoadingRegion>
        }
      >
        <PlaylistEdit />
      </Suspense>
    </div>
  );
}

function PlaylistEdit() {
  const { t } = useTranslation();
  const { playlist } = usePreloadedQuery<PlaylistEditPageQuery>(query, useLoaderData<PreloadedQuery<PlaylistEditPageQuery>>());
  if (!playlist) return null;
  const back = (
    <Link href={musicPath(playlist.id)} className="playlist-edit-page__back">
      {t('playlists.backToPlaylist')}
    </Link>
  );
  const parts = editableParts(playlist.composerType, playlist.permissions);
  if (!parts) {
    return (
      <>
        <h1>{playlist.name}</h1>
        <p>{t('playlists.notEditable')}</p>
        {back}
      </>
    );
  }
  return (
    <>
      {back}
      <h1 className="music-header__title">{t('playlists.editTitle', { name: playlist.name })}</h1>
      <PlaylistDetailsForm playlist={playlist} />
      <section className="playlist-editor" aria-labelledby="playlist-editor-title">
        <h2 id="playlist-editor-title">{t('playlists.editor.title')}</h2>
        {parts.tracks ? <PlaylistTrackEditor playlistId={playlist.id} firstPage={playlist} /> : <p>{t('playlists.editor.fromSpotify')}</p>}
      </section>
    </>
  );
}
