// The editorial home under /home's zone summary (core.md 2 '/home and /home/{page}'): tabs leading to
// each named home page, and the page's sections laid out for the editorial agent.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { HomeEditorialQuery } from '../../__generated__/HomeEditorialQuery.graphql';
import { HOME_PAGES, homePagePath } from '../../domain/editorial';
import { EditorialSections } from '../../fragments/catalogue/EditorialSections';
import discoverTexts from '../../i18n/en/discover.json';
import { registerTexts } from '../../i18n/i18n';
import { Link } from '../../ui/Link';
import { EditorialSkeleton } from './EditorialSkeleton';
import './discover.css';

registerTexts(discoverTexts);

const query = graphql`
  query HomeEditorialQuery($input: EditorialPageInput!) @preloadable {
    editorialPage(input: $input) {
      ...EditorialSections_page
    }
  }
`;

export function HomeEditorial() {
  const { t } = useTranslation();
  const current = useParams().page ?? null;
  const reference = useLoaderData<PreloadedQuery<HomeEditorialQuery> | null>();
  if (!reference) return null;
  return (
    <div className="discover-home">
      <nav aria-label={t('discover.homeTabs')}>
        <ul className="discover-home__tabs">
          {HOME_PAGES.map(({ page, title }) => (
            <li key={page ?? ''}>
              <Link href={homePagePath(page)} className="discover-home__tab" aria-current={page === current ? 'page' : undefined}>
                {title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<EditorialSkeleton />}>
        <HomeSections reference={reference} />
      </Suspense>
    </div>
  );
}

function HomeSections({ reference }: { reference: PreloadedQuery<HomeEditorialQuery> }) {
  // Started by the route's loader (src/pages/discover/discoverQueries.ts) while this code loaded.
  const data = usePreloadedQuery<HomeEditorialQuery>(query, reference);
  if (!data.editorialPage) return null;
  return <EditorialSections page={data.editorialPage} />;
}
