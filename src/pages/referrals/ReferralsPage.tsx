// /accounts/{accountId}/settings/referrals (billing.md 2.1, 2.6): a distributor's referral link, to its
// signup landing, with a copy button, and how many accounts signed up through it. The route's guard
// lets in only accounts with a payment method that are distributors.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ReferralsPageQuery } from '../../__generated__/ReferralsPageQuery.graphql';
import referralsTexts from '../../i18n/en/referrals.json';
import { registerTexts } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { TextField } from '../../ui/TextField';
import { useCopyText } from '../../ui/useCopyText';
import './ReferralsPage.css';

registerTexts(referralsTexts);

const query = graphql`
  query ReferralsPageQuery($accountId: ID!) @preloadable {
    account(id: $accountId) {
      referral {
        url
        referredAccounts {
          totalCount
        }
      }
    }
  }
`;

export function ReferralsPage() {
  const { t } = useTranslation();
  return (
    <div className="referrals-page">
      <h1>{t('referrals.title')}</h1>
      <p>{t('referrals.intro')}</p>
      <Suspense
        fallback={
          <LoadingRegion label={t('referrals.loading')}>
            <Skeleton height="2.5rem" radius="0.5rem" />
            <Skeleton width="60%" />
          </LoadingRegion>
        }
      >
        <Referral />
      </Suspense>
    </div>
  );
}

/** Query.account is nullable, but an account that cannot be read comes as an error, which the route's error view shows. */
function Referral() {
  const { account } = usePreloadedQuery<ReferralsPageQuery>(query, useLoaderData<PreloadedQuery<ReferralsPageQuery>>());
  return account && <ReferralLink url={account.referral.url} signedUp={account.referral.referredAccounts.totalCount} />;
}

function ReferralLink({ url, signedUp }: { url: string; signedUp: number }) {
  const { t } = useTranslation();
  const { state: copy, copy: copyLink, input } = useCopyText(url);

  return (
    <>
      <div className="referrals-page__link">
        <TextField label={t('referrals.link')} value={url} isReadOnly inputRef={input} />
        <Button variant="primary" onPress={() => void copyLink()}>
          {t('referrals.copy')}
        </Button>
      </div>
      <p className="referrals-page__status" role="status">
        {copy === 'copied' && t('referrals.copied')}
        {copy === 'failed' && t('referrals.copyFailed')}
      </p>
      <p>{t('referrals.signedUp', { count: signedUp })}</p>
    </>
  );
}
