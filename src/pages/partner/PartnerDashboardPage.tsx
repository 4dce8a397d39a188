// /partner-portal/{accountId} (navigation.md 2.5): the partner's customer accounts, searched by name
// (?q=, debounced, replacing the history entry) and paged; each opens the customer's account, which
// makes it the selected account. Links to the partner links and to creating a customer account.
import { Suspense, startTransition, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import type { PartnerDashboardPageQuery } from '../../__generated__/PartnerDashboardPageQuery.graphql';
import type { PartnerDashboardCustomersPaginationQuery } from '../../__generated__/PartnerDashboardCustomersPaginationQuery.graphql';
import type { PartnerDashboardPage_customers$key } from '../../__generated__/PartnerDashboardPage_customers.graphql';
import { LibrarySearchBox } from '../../fragments/library/LibraryFilters';
import { accountPath } from '../../routing/paths';
import { partnerPortalSearch } from '../../routing/searchParams';
import { useSearch } from '../../routing/useSearch';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { CUSTOMER_PAGE_SIZE, PARTNER_SEARCH_DEBOUNCE_MS, partnerPortalPath } from './partnerPortal';
import './partner.css';
import './partnerTexts';

const query = graphql`
  query PartnerDashboardPageQuery($accountId: ID!, $query: String, $first: Int!) @preloadable {
    account(id: $accountId) {
      id
      businessName
      ...PartnerDashboardPage_customers @arguments(first: $first, query: $query)
    }
  }
`;

const customersFragment = graphql`
  fragment PartnerDashboardPage_customers on Account
  @refetchable(queryName: "PartnerDashboardCustomersPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }, query: { type: "String" }) {
    customerAccounts(first: $first, after: $after, query: $query) @connection(key: "PartnerDashboardPage_customerAccounts", filters: ["query"]) {
      total
      edges {
        node {
          id
          businessName
          country
          deactivated
        }
      }
    }
  }
`;

export function PartnerDashboardPage() {
  return (
    <div className="partner-page">
      <Suspense fallback={<DashboardPlaceholders />}>
        <Dashboard />
      </Suspense>
    </div>
  );
}

function DashboardPlaceholders() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('partner.dashboard.loading')}>
      <Skeleton width="40%" height="2rem" />
      {Array.from({ length: 4 }, (_, n) => (
        <div key={n} className="partner-page__placeholder">
          <Skeleton height="3rem" radius="0.5rem" />
        </div>
      ))}
    </LoadingRegion>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  const { account } = usePreloadedQuery<PartnerDashboardPageQuery>(query, useLoaderData<PreloadedQuery<PartnerDashboardPageQuery>>());
  const search = useSearch(partnerPortalSearch);
  const [params, setParams] = useSearchParams();
  if (!account) return null;
  const onSearch = (q: string) => {
    const next = new URLSearchParams(params);
    if (q.trim()) next.set('q', q);
    else next.delete('q');
    setParams(next, { replace: true });
  };
  return (
    <>
      <header className="partner-page__header">
        <div>
          <p className="partner-page__eyebrow">{t('partner.label')}</p>
          <h1>{t('partner.dashboard.title', { name: account.businessName })}</h1>
        </div>
        <nav className="partner-page__actions" aria-label={t('partner.dashboard.actions')}>
          <Link href={partnerPortalPath(account.id, '/links')}>{t('partner.links.title')}</Link>
          <Link href={partnerPortalPath(account.id, '/create')} className="partner-page__primary">
            {t('partner.create.title')}
          </Link>
        </nav>
      </header>
      <div role="search" aria-label={t('partner.dashboard.search')} className="partner-page__search">
        <LibrarySearchBox value={search.q ?? ''} onSearch={onSearch} debounceMs={PARTNER_SEARCH_DEBOUNCE_MS} label={t('partner.dashboard.search')} />
      </div>
      <CustomerList account={account} query={search.q?.trim() ?? ''} />
    </>
  );
}

function CustomerList({ account, query: q }: { account: PartnerDashboardPage_customers$key; query: string }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<PartnerDashboardCustomersPaginationQuery, PartnerDashboardPage_customers$key>(customersFragment, account);
  // The route does not reload for a new search: the list refetches in a transition, so the search box
  // and the list stay on screen (and focused) while the next results load.
  const fetched = useRef(q);
  useEffect(() => {
    if (fetched.current === q) return;
    fetched.current = q;
    startTransition(() => {
      refetch({ query: q || null, first: CUSTOMER_PAGE_SIZE }, { fetchPolicy: 'store-and-network' });
    });
  }, [q, refetch]);
  const customers = data.customerAccounts.edges.map((edge) => edge.node);
  return (
    <section aria-labelledby="partner-customers-title">
      <h2 id="partner-customers-title" className="partner-page__subtitle">
        {t('partner.dashboard.customers', { count: data.customerAccounts.total })}
      </h2>
      {customers.length === 0 ? (
        <p className="partner-page__empty">{q ? t('partner.dashboard.noMatch', { query: q }) : t('partner.dashboard.empty')}</p>
      ) : (
        <ul className="partner-page__list">
          {customers.map((customer) => (
            <li key={customer.id} className="partner-customer">
              <Link href={accountPath(customer.id, '/zones')} className="partner-customer__link">
                <span className="partner-customer__name">{customer.businessName}</span>
                <span className="partner-customer__meta">
                  {customer.country}
                  {customer.deactivated && ` · ${t('partner.dashboard.deactivated')}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {hasNext && (
        <Button isPending={isLoadingNext} onPress={() =>
            startTransition(() => {
              loadNext(CUSTOMER_PAGE_SIZE);
            })
          }>
          {t('partner.dashboard.loadMore')}
        </Button>
      )}
    </section>
  );
}
