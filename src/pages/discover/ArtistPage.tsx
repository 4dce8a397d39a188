// /discover/artist/{id} (core.md 2 'Discover and search', 3 'Artist (albums by albumType and market)'):
// the artist, their releases grouped by kind as available in the viewer's market, and the artist's
// editorial page (popular tracks, playlists featuring them, artists alike).
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ArtistPageQuery } from '../../__generated__/ArtistPageQuery.graphql';
import type { ArtistPage_releases$key } from '../../__generated__/ArtistPage_releases.graphql';
import { Artwork } from '../../fragments/Artwork';
import { CatalogueCard } from '../../fragments/catalogue/CatalogueCard';
import { EditorialSections } from '../../fragments/catalogue/EditorialSections';
import discoverTexts from '../../i18n/en/discover.json';
import { registerTexts } from '../../i18n/i18n';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { EditorialSkeleton } from './EditorialSkeleton';
import './discover.css';

registerTexts(discoverTexts);

const PORTRAIT_SIZE = 144;

const query = graphql`
  query ArtistPageQuery($id: ID!, $market: String!, $releases: Int!, $agent: EditorialAgentInput!) @preloadable {
    artist(id: $id, agent: $agent) {
      id
      name
      display {
        ...Artwork_display
      }
      albums: albums(albumType: ALBUM, market: $market, first: $releases) {
        ...ArtistPage_releases
      }
      singles: albums(albumType: SINGLE, market: $market, first: $releases) {
        ...ArtistPage_releases
      }
      compilations: albums(albumType: COMPILATION, market: $market, first: $releases) {
        ...ArtistPage_releases
      }
    }
    editorialPage(input: { kind: ARTIST, id: $id, agent: $agent }) {
      ...EditorialSections_page
    }
  }
`;


export function ArtistPage() {
  return (
    <div className="discover-page">
      <Suspense fallback={<ArtistSkeleton />}>
        <Artist />
      </Suspense>
    </div>
  );
}

function ArtistSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <LoadingRegion label={t('discover.loading')}>
        <div className="discover-header">
          <Skeleton width={PORTRAIT_SIZE} height={PORTRAIT_SIZE} radius="50%" />
          <Skeleton width="16rem" height="2rem" />
        </div>
      </LoadingRegion>
      <EditorialSkeleton sections={2} />
    </>
  );
}

function Artist() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<ArtistPageQuery>(query, useLoaderData<PreloadedQuery<ArtistPageQuery>>());
  const artist = data.artist;
  if (!artist) return null;
  const groups = [
    { kind: 'ALBUM', releases: artist.albums },
    { kind: 'SINGLE', releases: artist.singles },
    { kind: 'COMPILATION', releases: artist.compilations },
  ] as const;
  return (
    <>
      <header className="discover-header">
        <Artwork display={artist.display} size={PORTRAIT_SIZE} round />
        <div className="discover-header__text">
          <p className="discover-header__kind">{t('discover.artist.kind')}</p>
          <h1 className="discover-header__title">{artist.name}</h1>
        </div>
      </header>
      {groups.map(({ kind, releases }) => (
        <ReleaseGroup key={kind} kind={kind} releases={releases} />
      ))}
      {data.editorialPage ? <EditorialSections page={data.editorialPage} /> : null}
    </>
  );
}

/** The artist's releases of one kind; nothing when there are none in the market. */
function ReleaseGroup({ kind, releases: key }: { kind: 'ALBUM' | 'SINGLE' | 'COMPILATION'; releases: ArtistPage_releases$key }) {
  const { t } = useTranslation();
  const headingId = useId();
  const releases = useFragment(
    graphql`
      fragment ArtistPage_releases on AlbumConnection {
        edges {
          node {
            id
            ...CatalogueCard_item
          }
        }
      }
    `,
    key,
  );
  if (releases.edges.length === 0) return null;
  return (
    <section className="editorial__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="editorial__title">
        {t(`discover.artist.releases.${kind}`)}
      </h2>
      <ul className="editorial__items editorial__items--carousel">
        {releases.edges.map(({ node }) => (
          <li key={node.id}>
            <CatalogueCard item={node} size={144} />
          </li>
        ))}
      </ul>
    </section>
  );
}
