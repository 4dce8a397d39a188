// /accounts/{accountId}/settings/subscriptions/streaming (billing.md 2.2): the per-zone streaming
// subscriptions, each with its status and a link to its detail.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { StreamingListPageQuery } from '../../__generated__/StreamingListPageQuery.graphql';
import subscriptionTexts from '../../i18n/en/subscriptions.json';
import { registerTexts } from '../../i18n/i18n';
import { accountPath } from '../../routing/paths';
import { Link } from '../../ui/Link';
import { SubscriptionSkeleton } from './ZoneSubscriptionPage';
import { useDateText } from './useDateText';
import './SubscriptionPages.css';

registerTexts(subscriptionTexts);

const query = graphql`
  query StreamingListPageQuery($accountId: ID!, $first: Int!) @preloadable {
    account(id: $accountId) {
      soundZones(first: $first) {
        edges {
          node {
            id
            name
            location {
              name
            }
            subscription {
              state
              activeUntil
            }
          }
        }
      }
    }
  }
`;

export function StreamingListPage() {
  const { t } = useTranslation();
  const accountId = useParams().accountId ?? '';
  return (
    <div className="subscription-page">
      <header className="subscription-page__header">
        <Link className="subscription-page__back" href={accountPath(accountId, '/settings/subscriptions')}>
          {t('subscriptions.settings.title')}
        </Link>
        <h1 className="subscription-page__title">{t('subscriptions.streaming.title')}</h1>
      </header>
      <Suspense fallback={<SubscriptionSkeleton />}>
        <StreamingList accountId={accountId} />
      </Suspense>
    </div>
  );
}

function StreamingList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const data = usePreloadedQuery<StreamingListPageQuery>(query, useLoaderData<PreloadedQuery<StreamingListPageQuery>>());
  const zones = data.account?.soundZones.edges.map(({ node }) => node) ?? [];
  if (zones.length === 0) return <p className="subscription-card">{t('subscriptions.streaming.empty')}</p>;
  return (
    <table className="subscription-table">
      <caption className="visually-hidden">{t('subscriptions.streaming.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('subscriptions.streaming.zone')}</th>
          <th scope="col">{t('subscriptions.streaming.location')}</th>
          <th scope="col">{t('subscriptions.streaming.state')}</th>
          <th scope="col">{t('subscriptions.streaming.until')}</th>
        </tr>
      </thead>
      <tbody>
        {zones.map((zone) => (
          <tr key={zone.id}>
            <td>
              <Link href={accountPath(accountId, `/settings/subscriptions/streaming/${encodeURIComponent(zone.id)}`)}>{zone.name}</Link>
            </td>
            <td>{zone.location.name}</td>
            <td>
              <span className="subscription-state" data-state={zone.subscription.state}>
                {t(`subscriptions.state.${zone.subscription.state}`, { defaultValue: zone.subscription.state })}
              </span>
            </td>
            <td>{zone.subscription.activeUntil ? dateText(new Date(zone.subscription.activeUntil)) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
