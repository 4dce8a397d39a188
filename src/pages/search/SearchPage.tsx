// /search and /search/{query}/{section} (core.md 2, navigation.md 2.2): the header's search field drives
// the path; without a query the page shows the recent searches, with one the results grouped by kind
// (a few of each with a way into its section), and on a section that kind's results alone. Opening a
// result remembers it among the recent searches.
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql';
import type { SearchPage_results$key } from '../../__generated__/SearchPage_results.graphql';
import type { SearchResultItem_node$data, SearchResultItem_node$key } from '../../__generated__/SearchResultItem_node.graphql';
import { Artwork, artworkUrl } from '../../fragments/Artwork';
import { SourceMenu, useSourceMenuState } from '../../fragments/sourceMenu/SourceMenu';
import searchTexts from '../../i18n/en/searchPage.json';
import { registerTexts } from '../../i18n/i18n';
import { useSelectedAccountId } from '../../session/SessionProvider';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { recentSearches, shownRecentSearches, useRecentSearches } from './recentSearches';
import type { RecentSearch } from './recentSearches';
import { SEARCH_SECTIONS, searchPath, searchRouteOf } from './searchPath';
import type { SearchSection } from './searchPath';
import './SearchPage.css';

registerTexts(searchTexts);

const COVER_SIZE = 48;

const query = graphql`
  query SearchPageQuery($query: String!, $first: Int!, $tracks: Boolean!, $artists: Boolean!, $albums: Boolean!, $playlists: Boolean!, $categories: Boolean!) @preloadable {
    tracks: search(query: $query, types: [TRACK], first: $first) @include(if: $tracks) {
      total
      ...SearchPage_results
    }
    artists: search(query: $query, types: [ARTIST], first: $first) @include(if: $artists) {
      total
      ...SearchPage_results
    }
    albums: search(query: $query, types: [ALBUM], first: $first) @include(if: $albums) {
      total
      ...SearchPage_results
    }
    playlists: search(query: $query, types: [PLAYLIST], first: $first) @include(if: $playlists) {
      total
      ...SearchPage_results
    }
    categories: search(query: $query, types: [BROWSE_CATEGORY], first: $first) @include(if: $categories) {
      total
      ...SearchPage_results
    }
  }
`;

const resultsFragment = graphql`
  fragment SearchPage_results on SearchConnection {
    total
    edges {
      node {
        ... on Node {
          id
        }
        ...SearchResultItem_node
      }
    }
  }
`;

const itemFragment = graphql`
  fragment SearchResultItem_node on SearchResult {
    __typename
    ... on Node {
      id
    }
    ... on Track {
      album {
        id
      }
    }
    ... on Displayable {
      display {
        title
        description
        image {
          url
          placeholder
        }
        ...Artwork_display
      }
    }
  }
`;

/** Where a result leads: its discover page (a track: its album's, with the track selected). */
function hrefOf(node: SearchResultItem_node$data): string {
  const id = encodeURIComponent(node.id ?? '');
  switch (node.__typename) {
    case 'Track':
      return `/discover/album/${encodeURIComponent(node.album?.id ?? '')}#${id}`;
    case 'Album':
      return `/discover/album/${id}`;
    case 'Artist':
      return `/discover/artist/${id}`;
    case 'Playlist':
      return `/discover/music/${id}`;
    default:
      return `/discover/browse/${id}`;
  }
}

export function SearchPage() {
  const { t } = useTranslation();
  const route = searchRouteOf(useParams()['*'] ?? '');
  const preloaded = useLoaderData<PreloadedQuery<SearchPageQuery> | null>();
  const search = route.kind === 'search' ? route : { query: '', section: null };
  return (
    <div className="search-page">
      {preloaded && search.query ? (
        <Suspense key={`${search.query}/${search.section ?? ''}`} fallback={<ResultsSkeleton query={search.query} />}>
          <Results preloaded={preloaded} query={search.query} section={search.section} />
        </Suspense>
      ) : (
        <>
          <h1 className="search-page__title">{t('searchPage.title')}</h1>
          <RecentSearches />
        </>
      )}
    </div>
  );
}

function ResultsSkeleton({ query: text }: { query: string }) {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('searchPage.loading', { query: text })}>
      <Skeleton width="40%" height="2rem" />
      {[0, 1].map((group) => (
        <div key={group} className="search-page__group">
          <Skeleton width="20%" height="1.25rem" />
          <div className="search-page__list">
            {[0, 1, 2].map((row) => (
              <div key={row} className="search-result">
                <Skeleton width={COVER_SIZE} height={COVER_SIZE} radius="calc(var(--radius) / 2)" />
                <Skeleton width="50%" height="1rem" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}

function Results({ preloaded, query: text, section }: { preloaded: PreloadedQuery<SearchPageQuery>; query: string; section: SearchSection | null }) {
  const { t } = useTranslation();
  // Started by the route's loader (./searchQuery.ts) while this page's code loaded.
  const data = usePreloadedQuery<SearchPageQuery>(query, preloaded);
  const sections = SEARCH_SECTIONS.filter((name) => section === null || name === section);
  const found = sections.filter((name) => (data[name]?.total ?? 0) > 0);
  return (
    <>
      {section ? (
        <>
          <Link href={searchPath(text)} className="search-page__back">
            {t('searchPage.allResults')}
          </Link>
          <h1 className="search-page__title">{t('searchPage.sectionTitle', { section: t(`searchPage.section.${section}`), query: text })}</h1>
        </>
      ) : (
        <h1 className="search-page__title">{t('searchPage.resultsTitle', { query: text })}</h1>
      )}
      {found.length === 0 ? (
        <p className="search-page__empty" role="status">
          {t('searchPage.empty', { query: text })}
        </p>
      ) : (
        found.map((name) => <ResultGroup key={name} name={name} results={data[name]!} query={text} overview={section === null} />)
      )}
    </>
  );
}

function ResultGroup({ name, results: key, query: text, overview }: { name: SearchSection; results: SearchPage_results$key; query: string; overview: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const results = useFragment(resultsFragment, key);
  return (
    <section className="search-page__group" aria-labelledby={overview ? headingId : undefined} aria-label={overview ? undefined : t(`searchPage.section.${name}`)}>
      {overview && (
        <div className="search-page__group-head">
          <h2 id={headingId}>{t(`searchPage.section.${name}`)}</h2>
          {results.total > results.edges.length && (
            <Link href={searchPath(text, name)} aria-label={t('searchPage.showAllOf', { section: t(`searchPage.section.${name}`) })}>
              {t('searchPage.showAll', { count: results.total })}
            </Link>
          )}
        </div>
      )}
      <ul className="search-page__list">
        {results.edges.map(({ node }, index) => (
          <li key={node.id ?? index}>
            <ResultItem node={node} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ResultItem({ node: key }: { node: SearchResultItem_node$key }) {
  const { t } = useTranslation();
  const node = useFragment(itemFragment, key);
  const display = node.display;
  const href = hrefOf(node);
  const kind = t(`searchPage.kind.${node.__typename}`, { defaultValue: '' });
  const remember = () =>
    recentSearches.add({
      id: node.id ?? href,
      kind: node.__typename,
      title: display?.title ?? '',
      description: display?.description ?? null,
      href,
      image: display?.image ? { url: display.image.url, placeholder: display.image.placeholder ?? null } : null,
    });
  const link = (
    <Link href={href} className="search-result" onPress={remember}>
      <Artwork display={display} size={COVER_SIZE} round={node.__typename === 'Artist'} />
      <ResultText title={display?.title ?? ''} kind={kind} description={display?.description ?? null} />
    </Link>
  );
  if (node.__typename !== 'Playlist' || !node.id) return link;
  return (
    <PlaylistResult id={node.id} title={display?.title ?? ''}>
      {link}
    </PlaylistResult>
  );
}

/** A playlist found has its context menu beside its link, also on right-click and Shift+F10 (core.md 2). */
function PlaylistResult({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  const menu = useSourceMenuState();
  const accountId = useSelectedAccountId() ?? null;
  return (
    <div className="search-result__row" {...menu.targetProps}>
      {children}
      <SourceMenu source={{ id, kind: 'playlist', title }} accountId={accountId} state={menu} />
    </div>
  );
}

function ResultText({ title, kind, description }: { title: string; kind: string; description: string | null }) {
  return (
    <span className="search-result__text">
      <span className="search-result__title">{title}</span>
      {/* A space between the lines, so that the link's name reads as words (a flex box does not show it). */}{' '}
      <span className="search-result__detail">{[kind, description].filter(Boolean).join(' · ')}</span>
    </span>
  );
}

function RecentSearches() {
  const { t } = useTranslation();
  const headingId = useId();
  const items = shownRecentSearches(useRecentSearches(), Date.now());
  if (items.length === 0) return <p className="search-page__empty">{t('searchPage.start')}</p>;
  return (
    <section className="search-page__group" aria-labelledby={headingId}>
      <div className="search-page__group-head">
        <h2 id={headingId}>{t('searchPage.recent')}</h2>
        <Button variant="quiet" onPress={() => recentSearches.clear()}>
          {t('searchPage.clearRecent')}
        </Button>
      </div>
      <ul className="search-page__list">
        {items.map((item) => (
          <li key={item.id}>
            <RecentItem item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentItem({ item }: { item: RecentSearch }) {
  const { t } = useTranslation();
  const round = item.kind === 'Artist';
  const style = { width: COVER_SIZE, height: COVER_SIZE, background: item.image?.placeholder ?? undefined };
  return (
    <Link href={item.href} className="search-result" onPress={() => recentSearches.add(item)}>
      {item.image ? (
        <img className={round ? 'artwork artwork--round' : 'artwork'} style={style} src={artworkUrl(item.image.url, COVER_SIZE * 2)} width={COVER_SIZE} height={COVER_SIZE} alt="" loading="lazy" />
      ) : (
        <span className={round ? 'artwork artwork--round' : 'artwork'} style={style} aria-hidden="true" />
      )}
      <ResultText title={item.title} kind={t(`searchPage.kind.${item.kind}`, { defaultValue: '' })} description={item.description} />
    </Link>
  );
}
