// /discover/music/{musicId} (core.md 2, 3 'Playlist (collection)'): one playlist or station, with its
// cover, title, curator, kind, description, the first genres, its totals and what of it plays, and its
// tracks, loaded a page at a time as the list scrolls. Those who may edit a playlist get Edit (editableParts).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { MusicPageQuery } from '../../__generated__/MusicPageQuery.graphql';
import type { LibraryButton_account$key } from '../../__generated__/LibraryButton_account.graphql';
import type { MusicPage_playlist$key } from '../../__generated__/MusicPage_playlist.graphql';
import { Artwork } from '../../fragments/Artwork';
import { LibraryButton } from '../../fragments/library/LibraryButton';
import { SourceMenu } from '../../fragments/sourceMenu/SourceMenu';
import playlistTexts from '../../i18n/en/playlists.json';
import { registerTexts } from '../../i18n/i18n';
import { useSelectedAccountId } from '../../session/SessionProvider';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { composerLabel, composerTypeLabel } from './composerLabel';
import { editableParts } from './editableParts';
import { playlistEditPath } from './musicQueries';
import { Tracklist } from './Tracklist';
import { useDuration } from './useDuration';
import './MusicPage.css';

registerTexts(playlistTexts);

/** Covers are shown at the largest of the spec's sizes (core.md 9: 48, 96, 144). */
const COVER_SIZE = 144;

// The first page of tracks is read by useTrackPages, through the Tracklist this page renders.
/* eslint-disable relay/must-colocate-fragment-spreads */
const query = graphql`
  query MusicPageQuery($id: ID!, $first: Int!, $after: String, $accountId: ID!, $hasAccount: Boolean!) @preloadable {
    playlist(id: $id) {
      id
      name
      ...MusicPage_playlist
      ...useTrackPages_playlist
    }
    account(id: $accountId) @include(if: $hasAccount) {
      ...LibraryButton_account
    }
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

export function MusicPage() {
  const { t } = useTranslation();
  return (
    <div className="music-page">
      <Suspense
        fallback={
          <LoadingRegion label={t('playlists.loading')}>
            <MusicHeaderSkeleton />
          </LoadingRegion>
        }
      >
        <Music />
      </Suspense>
    </div>
  );
}

function Music() {
  const data = usePreloadedQuery<MusicPageQuery>(query, useLoaderData<PreloadedQuery<MusicPageQuery>>());
  if (!data.playlist) return null;
  return (
    <>
      <MusicHeader playlist={data.playlist} account={data.account} />
      <Tracklist key={data.playlist.id} playlistId={data.playlist.id} name={data.playlist.name} firstPage={data.playlist} />
    </>
  );
}

function MusicHeader({ playlist: key, account }: { playlist: MusicPage_playlist$key; account: LibraryButton_account$key | null | undefined }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const accountId = useSelectedAccountId() ?? null;
  const playlist = useFragment(
    graphql`
      fragment MusicPage_playlist on Playlist {
        id
        name
        description
        shortDescription
        composerType
        presentAs
        permissions
        inMusicLibrary(library: $accountId) @include(if: $hasAccount)
        curator {
          name
        }
        genres {
          id
          name
        }
        display {
          ...Artwork_display
        }
        trackStatistics {
          total
          totalDuration
          playable
          playableDuration
        }
      }
    `,
    key,
  );
  const statistics = playlist.trackStatistics;
  const editable = editableParts(playlist.composerType, playlist.permissions) !== null;
  return (
    <header className="music-header">
      <Artwork display={playlist.display} size={COVER_SIZE} />
      <div className="music-header__text">
        <p className="music-header__kind">
          {t(`playlists.composer.${composerLabel(playlist.composerType, playlist.presentAs)}`)}
          {playlist.presentAs === 'STATION' && composerTypeLabel(playlist.composerType) !== 'station' && ` · ${t(`playlists.composer.${composerTypeLabel(playlist.composerType)}`)}`}
        </p>
        <h1 className="music-header__title">{playlist.name}</h1>
        {playlist.curator && <p className="music-header__curator">{t('playlists.curatedBy', { name: playlist.curator.name })}</p>}
        {(playlist.description ?? playlist.shortDescription) && <p className="music-header__description">{playlist.description ?? playlist.shortDescription}</p>}
        {playlist.genres.length > 0 && (
          <ul className="music-header__genres" aria-label={t('playlists.genres')}>
            {playlist.genres.map((genre) => (
              <li key={genre.id}>{genre.name}</li>
            ))}
          </ul>
        )}
        <p className="music-header__statistics">
          <span>{t('playlists.statistics', { count: statistics.total, duration: duration(statistics.totalDuration) })}</span>
          <span>{t('playlists.playable', { count: statistics.playable, duration: duration(statistics.playableDuration) })}</span>
        </p>
        <div className="music-header__actions">
          {editable && (
            <Link className="button" data-variant="primary" href={playlistEditPath(playlist.id)}>
              {t('playlists.edit')}
            </Link>
          )}
          <LibraryButton
            accountId={accountId}
            item={{ id: playlist.id, kind: 'PLAYLIST', name: playlist.name }}
            inLibrary={playlist.inMusicLibrary ?? false}
            canSave={playlist.permissions.includes('ADD_TO_LIBRARY')}
            account={account}
          />
          <SourceMenu source={{ id: playlist.id, kind: 'playlist', title: playlist.name }} accountId={accountId} />
        </div>
      </div>
    </header>
  );
}

export function MusicHeaderSkeleton() {
  return (
    <div className="music-header">
      <Skeleton width={COVER_SIZE} height={COVER_SIZE} radius="8px" />
      <div className="music-header__text">
        <Skeleton width="5rem" height="0.9rem" />
        <Skeleton width="16rem" height="2rem" />
        <Skeleton width="12rem" height="1rem" />
        <Skeleton width="20rem" height="1rem" />
      </div>
    </div>
  );
}
