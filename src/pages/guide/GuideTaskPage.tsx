// The setup guide's own pages (navigation.md 2.5, 2.11, 8): the task pages (business description,
// explicit setting, QR app login, streaming-service import, user invite), the pairing task (/guide/pair/
// with its actions, and /guide/pair/{action} with the zones to pair) and a resource. Each saves to the
// account for real and comes back to /guide, whose tasks then show completed.
import { Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, useParams } from 'react-router';
import type { GuideTaskPageQuery, GuideTaskPageQuery$data } from '../../__generated__/GuideTaskPageQuery.graphql';
import { useToasts } from '../../app/toasts/useToasts';
import { GUIDE_PAIR_ACTIONS, guideResource } from '../../domain/onboarding';
import { commitUserKeyValue } from '../../engagement/prompts/UserKeyValueMutation';
import { errorMessage } from '../../errors/errorMessage';
import { SpotifyImport } from '../../fragments/spotify/SpotifyImport';
import guideTexts from '../../i18n/en/guide.json';
import onboardingTexts from '../../i18n/en/onboarding.json';
import { registerTexts } from '../../i18n/i18n';
import { useSession } from '../../session/SessionProvider';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { BusinessDescriptionForm, ExplicitSettingForm } from '../onboarding/StepForms';
import { GUIDE_PAIR_PATH, GUIDE_PATH, zonePairHref } from './guidePaths';
import type { GuideTaskPage as TaskName } from './guideTasks';
import '../onboarding/OnboardingPage.css';
import './GuidePage.css';

registerTexts(guideTexts);
registerTexts(onboardingTexts);

const query = graphql`
  query GuideTaskPageQuery($accountId: ID!) @preloadable {
    account(id: $accountId) {
      id
      businessType
      filterExplicit
      soundZones(first: 100) {
        total
        edges {
          node {
            id
            name
          }
        }
      }
    }
  }
`;

type Account = NonNullable<GuideTaskPageQuery$data['account']>;

/** The page's frame: back to the guide, a title, and the content once the account has loaded. */
function GuideSubPage({ title, children }: { title: string; children: (account: Account) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="guide-page guide-page--task">
      <Link href={GUIDE_PATH}>{t('guide.back')}</Link>
      <h1>{title}</h1>
      <Suspense
        fallback={
          <LoadingRegion label={t('guide.loading')}>
            <Skeleton height="10rem" radius="0.75rem" />
          </LoadingRegion>
        }
      >
        <WithAccount>{children}</WithAccount>
      </Suspense>
    </div>
  );
}

function WithAccount({ children }: { children: (account: Account) => ReactNode }) {
  const { account } = usePreloadedQuery<GuideTaskPageQuery>(query, useLoaderData<PreloadedQuery<GuideTaskPageQuery>>());
  return account ? children(account) : null;
}

export function GuideTaskPage({ task }: { task: TaskName }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => void navigate(GUIDE_PATH);
  return (
    <GuideSubPage title={t(`guide.tasks.${task}.title`)}>
      {(account) => (
        <>
          <p>{t(`guide.tasks.${task}.description`)}</p>
          {task === 'business-description' && <BusinessDescriptionForm accountId={account.id} businessType={account.businessType} onSaved={back} submitLabel={t('guide.save')} />}
          {task === 'explicit-setting' && <ExplicitSettingForm accountId={account.id} filterExplicit={account.filterExplicit} onSaved={back} submitLabel={t('guide.save')} />}
          {task === 'spotify-import' && <SpotifyImport owner={account.id} mode="COPY" headingLevel={2} />}
          {task === 'qr-app-login' && <QrAppLogin onDone={back} />}
          {task === 'user-invite' && <Link href={`/accounts/${account.id}/settings/users`}>{t('guide.tasks.user-invite.action')}</Link>}
        </>
      )}
    </GuideSubPage>
  );
}

/** The app signs in with the code it scans; the user confirms here, which completes the task for them (key user/{userId}/qr-app-login). */
function QrAppLogin({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { userId } = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    if (!userId) return;
    setPending(true);
    setError(undefined);
    try {
      await commitUserKeyValue(environment, `user/${userId}/qr-app-login`, 'true', null);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, t));
      setPending(false);
    }
  };
  return (
    <>
      <ol className="guide-page__steps">
        <li>{t('guide.qr.install')}</li>
        <li>{t('guide.qr.scan')}</li>
      </ol>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <Button variant="primary" isPending={pending} onPress={() => void confirm()}>
        {t('guide.qr.done')}
      </Button>
    </>
  );
}

export const guideTaskPages = {
  'business-description': () => <GuideTaskPage task="business-description" />,
  'explicit-setting': () => <GuideTaskPage task="explicit-setting" />,
  'qr-app-login': () => <GuideTaskPage task="qr-app-login" />,
  'spotify-import': () => <GuideTaskPage task="spotify-import" />,
  'user-invite': () => <GuideTaskPage task="user-invite" />,
};

/** /guide/pair/: the ways to pair; with no zone, an error toast offering to create one, and back to /guide (navigation.md 8). */
export function GuidePairPage() {
  const { t } = useTranslation();
  return (
    <GuideSubPage title={t('guide.pairing.title')}>
      {(account) =>
        account.soundZones.total === 0 ? (
          <NoZone accountId={account.id} />
        ) : (
          <ul className="guide-cards">
            {GUIDE_PAIR_ACTIONS.map((action) => (
              <li key={action} className="guide-card">
                <h2>{t(`guide.pairing.actions.${action}.title`)}</h2>
                <p>{t(`guide.pairing.actions.${action}.description`)}</p>
                <Link href={`${GUIDE_PAIR_PATH}${action}`}>{t('guide.pairing.choose')}</Link>
              </li>
            ))}
          </ul>
        )
      }
    </GuideSubPage>
  );
}

function NoZone({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const navigate = useNavigate();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toasts.show({ type: 'error', message: t('guide.pairing.noZoneToast'), action: { label: t('guide.pairing.createZone'), to: `/accounts/${accountId}/zones/create` } });
    void navigate(GUIDE_PATH, { replace: true });
  }, [accountId, navigate, t, toasts]);
  return null;
}

/** /guide/pair/{action}: the zone to pair, each leading to its pair page for the action's player. */
export function GuidePairActionPage() {
  const { t } = useTranslation();
  const action = useParams().action as (typeof GUIDE_PAIR_ACTIONS)[number];
  return (
    <GuideSubPage title={t(`guide.pairing.actions.${action}.title`)}>
      {(account) => (
        <>
          <p>{t('guide.pairing.pickZone')}</p>
          {account.soundZones.total === 0 ? (
            <NoZone accountId={account.id} />
          ) : (
            <ul className="guide-resources">
              {account.soundZones.edges.map(({ node }) => (
                <li key={node.id}>
                  <Link href={zonePairHref(account.id, node.id, action)}>{t('guide.pairing.pairZone', { name: node.name })}</Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </GuideSubPage>
  );
}

/** /guide/resources/{resourceId}: a known resource (the route's guard sends unknown ids to /guide); a sub-page is marked as one. */
export function GuideResourcePage() {
  const { t } = useTranslation();
  const resource = guideResource(useParams().resourceId ?? '');
  if (!resource) return null;
  return (
    <article className="guide-page guide-page--task" data-subpage={resource.parent ? 'true' : undefined}>
      <Link href={resource.parent ? `${GUIDE_PATH}/resources/${resource.parent}` : GUIDE_PATH}>{resource.parent ? t(`guide.resources.items.${resource.parent}.title`) : t('guide.back')}</Link>
      {resource.parent && <p className="guide-page__subpage">{t('guide.resources.subPage')}</p>}
      <h1>{t(`guide.resources.items.${resource.id}.title`)}</h1>
      <p>{t(`guide.resources.items.${resource.id}.body`)}</p>
      {resource.href && <Link href={resource.href}>{t('guide.resources.open')}</Link>}
    </article>
  );
}
