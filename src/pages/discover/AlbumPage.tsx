// /discover/album/{releaseId} (core.md 2 'Discover and search', 3 'Tracks and catalogue'): an album with
// its cover, kind, artists and year, and its tracks in album order. A #{trackId} in the address selects
// that track: it is marked as the current one, scrolled to and focused.
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation } from 'react-router';
import type { AlbumPageQuery } from '../../__generated__/AlbumPageQuery.graphql';
import { artistPath } from '../../domain/editorial';
import { Artwork } from '../../fragments/Artwork';
import { TrackRow } from '../../fragments/TrackRow';
import discoverTexts from '../../i18n/en/discover.json';
import { registerTexts } from '../../i18n/i18n';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import './discover.css';

registerTexts(discoverTexts);

/** The album cover at the largest of the spec's sizes (core.md 9: 48, 96, 144). */
const COVER_SIZE = 144;

const query = graphql`
  query AlbumPageQuery($id: ID!, $first: Int!, $agent: EditorialAgentInput!) @preloadable {
    album(id: $id, agent: $agent) {
      id
      title
      albumType
      releaseDate
      display {
        ...Artwork_display
      }
      artists {
        id
        name
      }
      tracks(first: $first) {
        total
        edges {
          node {
            id
            trackNumber
            ...TrackRow_track
          }
        }
      }
    }
  }
`;

/** The track a #{trackId} hash names. */
export const selectedTrackOf = (hash: string): string | null => (hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null);

export function AlbumPage() {
  return (
    <div className="discover-page">
      <Suspense fallback={<AlbumSkeleton />}>
        <Album />
      </Suspense>
    </div>
  );
}

function AlbumSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('discover.loading')}>
      <div className="discover-header">
        <Skeleton width={COVER_SIZE} height={COVER_SIZE} radius="var(--radius)" />
        <div className="discover-header__text">
          <Skeleton width="5rem" height="0.9rem" />
          <Skeleton width="16rem" height="2rem" />
        </div>
      </div>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} width="100%" height="56px" radius="var(--radius)" />
      ))}
    </LoadingRegion>
  );
}

function Album() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<AlbumPageQuery>(query, useLoaderData<PreloadedQuery<AlbumPageQuery>>());
  const selected = selectedTrackOf(useLocation().hash);
  const selectedRow = useRef<HTMLLIElement>(null);
  useEffect(() => {
    selectedRow.current?.scrollIntoView({ block: 'center' });
    selectedRow.current?.focus({ preventScroll: true });
  }, [selected]);
  const album = data.album;
  if (!album) return null;
  const year = album.releaseDate?.slice(0, 4);
  return (
    <>
      <header className="discover-header">
        <Artwork display={album.display} size={COVER_SIZE} />
        <div className="discover-header__text">
          <p className="discover-header__kind">{t(`discover.album.kind.${album.albumType}`)}</p>
          <h1 className="discover-header__title">{album.title}</h1>
          <p className="discover-header__meta">
            {t('discover.album.by')}{' '}
            {album.artists.map((artist, index) => (
              <span key={artist.id}>
                {index > 0 ? ', ' : ''}
                <Link href={artistPath(artist.id)}>{artist.name}</Link>
              </span>
            ))}
            {year ? ` · ${year}` : ''} · {t('discover.album.trackCount', { count: album.tracks.total })}
          </p>
        </div>
      </header>
      <section aria-label={t('discover.album.tracks')}>
        <ol className="album-tracks">
          {album.tracks.edges.map(({ node: track }) => {
            const isSelected = track.id === selected;
            return (
              <li
                key={track.id}
                id={track.id}
                ref={isSelected ? selectedRow : undefined}
                className="album-track"
                aria-current={isSelected ? 'true' : undefined}
                tabIndex={isSelected ? -1 : undefined}
              >
                <span className="album-track__number">{track.trackNumber}</span>
                <TrackRow track={track} />
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
