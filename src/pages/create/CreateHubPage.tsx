// /create (core.md 2 'Create'): the hub, one card for each way of making music that the selected
// account's plan and restrictions allow (./createCards.ts).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { CreateHubPageQuery } from '../../__generated__/CreateHubPageQuery.graphql';
import createTexts from '../../i18n/en/create.json';
import { registerTexts } from '../../i18n/i18n';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { CREATE_CARD_PATHS, createCardsFor } from './createCards';
import './CreatePages.css';

registerTexts(createTexts);

const query = graphql`
  query CreateHubPageQuery($accountId: ID!, $hasAccount: Boolean!) @preloadable {
    account(id: $accountId) @include(if: $hasAccount) {
      plan
      tier
      isRoyaltyFree
      restrictedEditMusic
      featureFlags
    }
  }
`;

export function CreateHubPage() {
  const { t } = useTranslation();
  return (
    <div className="create-page">
      <h1>{t('create.title')}</h1>
      <p className="create-page__intro">{t('create.intro')}</p>
      <Suspense
        fallback={
          <LoadingRegion label={t('create.loading')}>
            <div className="create-cards">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height="6rem" radius="0.75rem" />
              ))}
            </div>
          </LoadingRegion>
        }
      >
        <CreateCards />
      </Suspense>
    </div>
  );
}

function CreateCards() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<CreateHubPageQuery>(query, useLoaderData<PreloadedQuery<CreateHubPageQuery>>());
  const { account } = data;
  if (!account) return <p>{t('create.noAccount')}</p>;
  const cards = createCardsFor({ plan: account.plan, tier: account.tier, isRoyaltyFree: account.isRoyaltyFree, restrictedEditMusic: account.restrictedEditMusic, featureFlags: account.featureFlags });
  return (
    <ul className="create-cards">
      {cards.map((card) => (
        <li key={card} className="create-card">
          <Link href={CREATE_CARD_PATHS[card]} className="create-card__link">
            <span className="create-card__title">{t(`create.cards.${card}.title`)}</span>
          </Link>
          <span className="create-card__body">{t(`create.cards.${card}.body`)}</span>
        </li>
      ))}
    </ul>
  );
}
