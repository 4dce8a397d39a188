// /guide (navigation.md 2.5, 2.11): the setup guide of the current account. A title and description, the
// 'your tasks' header with a badge of the tasks left, one card per incomplete available task (featured
// for added payment, app pairing, QR app login and setup), a featured 'completed' card when none remain,
// a skeleton card while completion loads; then the resources (the legal certificate for US accounts).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { GuidePageQuery } from '../../__generated__/GuidePageQuery.graphql';
import { guideCards, listedGuideResources } from '../../domain/onboarding';
import type { GuideTaskId } from '../../domain/onboarding';
import guideTexts from '../../i18n/en/guide.json';
import { registerTexts } from '../../i18n/i18n';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { GUIDE_PATH, guideTaskHref } from './guidePaths';
import './GuidePage.css';

registerTexts(guideTexts);

const query = graphql`
  query GuidePageQuery($accountId: ID!) @preloadable {
    account(id: $accountId) {
      id
      country
      guide {
        remainingTasks
        steps {
          name
          completed
          available
        }
      }
    }
  }
`;

/** SPOTIFY_IMPORT to 'spotify-import'. */
export const taskId = (name: string) => name.toLowerCase().replace(/_/g, '-') as GuideTaskId;

export function GuidePage() {
  const { t } = useTranslation();
  return (
    <div className="guide-page">
      <h1>{t('guide.title')}</h1>
      <p className="guide-page__description">{t('guide.description')}</p>
      <Suspense fallback={<GuideSkeleton />}>
        <Guide />
      </Suspense>
    </div>
  );
}

function GuideSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('guide.loading')}>
      <Skeleton height="1.75rem" width="10rem" />
      <Skeleton height="7rem" radius="0.75rem" />
    </LoadingRegion>
  );
}

function Guide() {
  const { t } = useTranslation();
  const { account } = usePreloadedQuery<GuidePageQuery>(query, useLoaderData<PreloadedQuery<GuidePageQuery>>());
  if (!account) return null;
  const cards = guideCards(account.guide.steps.map((step) => ({ id: taskId(step.name), completed: step.completed, available: step.available })));
  return (
    <>
      <section aria-labelledby="guide-tasks">
        <h2 id="guide-tasks" className="guide-page__tasks-header">
          {t('guide.yourTasks')}
          <span className="guide-page__badge" aria-label={t('guide.remaining', { count: account.guide.remainingTasks })}>
            {account.guide.remainingTasks}
          </span>
        </h2>
        <ul className="guide-cards">
          {cards.map((card) => (
            <li key={card.id} className={`guide-card${card.featured ? ' guide-card--featured' : ''}`} data-task={card.id}>
              <h3>{t(`guide.tasks.${card.id}.title`)}</h3>
              <p>{t(`guide.tasks.${card.id}.description`)}</p>
              <Link href={card.id === 'completed' ? '/home' : guideTaskHref(card.id, account.id)}>{t(`guide.tasks.${card.id}.action`)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="guide-resources">
        <h2 id="guide-resources">{t('guide.resources.title')}</h2>
        <ul className="guide-resources">
          {listedGuideResources(account.country).map((resource) => (
            <li key={resource.id}>
              <Link href={resource.href ?? `${GUIDE_PATH}/resources/${resource.id}`}>{t(`guide.resources.items.${resource.id}.title`)}</Link>
              <span className="guide-resources__type">{t(`guide.resources.types.${resource.type}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
