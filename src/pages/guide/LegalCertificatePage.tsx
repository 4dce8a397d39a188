// /legal-certificate/print, where /legal-certificate/ leads (navigation.md 2.8, 2.11, 6): the printable music licence certificate of a US
// account, from the account itself: the business, its address and the licence period. Other accounts
// have none and are told so.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { LegalCertificatePageQuery } from '../../__generated__/LegalCertificatePageQuery.graphql';
import guideTexts from '../../i18n/en/guide.json';
import { registerTexts } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { GUIDE_PATH } from './guidePaths';
import './GuidePage.css';

registerTexts(guideTexts);

const query = graphql`
  query LegalCertificatePageQuery($accountId: ID!) @preloadable {
    account(id: $accountId) {
      legalCertificate {
        businessName
        address
        postalCode
        city
        state
        country
        validFrom
        validUntil
      }
    }
  }
`;

export function LegalCertificatePage() {
  const { t } = useTranslation();
  return (
    <div className="legal-certificate">
      <Suspense
        fallback={
          <LoadingRegion label={t('guide.certificate.loading')}>
            <Skeleton height="20rem" />
          </LoadingRegion>
        }
      >
        <Certificate />
      </Suspense>
    </div>
  );
}

function Certificate() {
  const { t, i18n } = useTranslation();
  const { account } = usePreloadedQuery<LegalCertificatePageQuery>(query, useLoaderData<PreloadedQuery<LegalCertificatePageQuery>>());
  const certificate = account?.legalCertificate;
  const day = (iso: string) => new Intl.DateTimeFormat(i18n.language === 'cimode' ? 'en' : i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  if (!certificate) {
    return (
      <>
        <h1>{t('guide.certificate.title')}</h1>
        <p>{t('guide.certificate.unavailable')}</p>
        <Link href={GUIDE_PATH}>{t('guide.back')}</Link>
      </>
    );
  }
  return (
    <article aria-labelledby="certificate-title">
      <h1 id="certificate-title">{t('guide.certificate.title')}</h1>
      <p>{t('guide.certificate.statement')}</p>
      <dl className="legal-certificate__facts">
        <dt>{t('guide.certificate.business')}</dt>
        <dd>{certificate.businessName}</dd>
        <dt>{t('guide.certificate.address')}</dt>
        <dd>{[certificate.address, [certificate.city, certificate.state, certificate.postalCode].filter(Boolean).join(' '), certificate.country].filter(Boolean).join(', ')}</dd>
        <dt>{t('guide.certificate.period')}</dt>
        <dd>{certificate.validUntil ? t('guide.certificate.from', { from: day(certificate.validFrom), until: day(certificate.validUntil) }) : t('guide.certificate.notPaid', { from: day(certificate.validFrom) })}</dd>
      </dl>
      <Button variant="secondary" className="legal-certificate__print" onPress={() => window.print()}>
        {t('guide.certificate.print')}
      </Button>
    </article>
  );
}
