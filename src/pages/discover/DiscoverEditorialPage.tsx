// /discover/{splat} (core.md 2 'Discover and search'): the editorial pages without a page of their own,
// a track's page (/discover/track/{id}) and the page of every category (/discover/browse).
import { Suspense } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { DiscoverEditorialPageQuery } from '../../__generated__/DiscoverEditorialPageQuery.graphql';
import { EditorialSections } from '../../fragments/catalogue/EditorialSections';
import discoverTexts from '../../i18n/en/discover.json';
import { registerTexts } from '../../i18n/i18n';
import { EditorialSkeleton } from './EditorialSkeleton';
import './discover.css';

registerTexts(discoverTexts);

const query = graphql`
  query DiscoverEditorialPageQuery($input: EditorialPageInput!) @preloadable {
    editorialPage(input: $input) {
      title
      ...EditorialSections_page
    }
  }
`;

export function DiscoverEditorialPage() {
  return (
    <div className="discover-page">
      <Suspense fallback={<EditorialSkeleton />}>
        <Editorial />
      </Suspense>
    </div>
  );
}

function Editorial() {
  const data = usePreloadedQuery<DiscoverEditorialPageQuery>(query, useLoaderData<PreloadedQuery<DiscoverEditorialPageQuery>>());
  const page = data.editorialPage;
  if (!page) return null;
  return (
    <>
      <h1 className="discover-header__title">{page.title}</h1>
      <EditorialSections page={page} />
    </>
  );
}
