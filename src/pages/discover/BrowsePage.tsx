// /discover/browse/{categoryId} (core.md 2 'Discover and search', 3 'BrowsePage'): a browse category's
// header and its editorial page (playlists, stations, its artists, categories alike).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { BrowsePageQuery } from '../../__generated__/BrowsePageQuery.graphql';
import { Artwork } from '../../fragments/Artwork';
import { EditorialSections } from '../../fragments/catalogue/EditorialSections';
import discoverTexts from '../../i18n/en/discover.json';
import { registerTexts } from '../../i18n/i18n';
import { EditorialSkeleton } from './EditorialSkeleton';
import './discover.css';

registerTexts(discoverTexts);

const HEADER_SIZE = 144;

const query = graphql`
  query BrowsePageQuery($input: EditorialPageInput!) @preloadable {
    editorialPage(input: $input) {
      title
      ... on BrowsePage {
        browseCategory {
          display {
            ...Artwork_display
          }
        }
      }
      ...EditorialSections_page
    }
  }
`;

export function BrowsePage() {
  return (
    <div className="discover-page">
      <Suspense fallback={<EditorialSkeleton />}>
        <Browse />
      </Suspense>
    </div>
  );
}

function Browse() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<BrowsePageQuery>(query, useLoaderData<PreloadedQuery<BrowsePageQuery>>());
  const page = data.editorialPage;
  if (!page) return null;
  return (
    <>
      <header className="discover-header">
        <Artwork display={page.browseCategory?.display} size={HEADER_SIZE} />
        <div className="discover-header__text">
          <p className="discover-header__kind">{t('discover.browse.kind')}</p>
          <h1 className="discover-header__title">{page.title}</h1>
        </div>
      </header>
      <EditorialSections page={page} />
    </>
  );
}
