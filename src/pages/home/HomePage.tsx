// /home (navigation.md 2.2): where the user lands after login. Above the editorial home (its child route) it
// shows what the server knows: a greeting, the selected account and its zones by state (each a way into the
// zone list filtered to that state), and the ways on. Without an account it offers to sign up; logged
// out, to log in.
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData } from 'react-router';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql';
import homeTexts from '../../i18n/en/home.json';
import { registerTexts } from '../../i18n/i18n';
import { useFormatNumber } from '../../i18n/useFormatNumber';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { LOGIN_PATH, SIGNUP_PATH, accountPath } from '../../routing/paths';
import { greetingAt, zoneStateCounts } from './homeSummary';
import './HomePage.css';

registerTexts(homeTexts);

const query = graphql`
  query HomePageQuery($accountId: ID!, $hasAccount: Boolean!, $accountChoices: Int!) @preloadable {
    me {
      ... on User @alias(as: "user") {
        name
        accounts(first: $accountChoices) {
          total
          edges {
            node {
              id
              businessName
            }
          }
        }
      }
    }
    account(id: $accountId) @include(if: $hasAccount) {
      id
      businessName
      soundZones(first: 0) {
        total
        stateTotals {
          state
          total
        }
      }
    }
  }
`;

export function HomePage() {
  return (
    <div className="home-page">
      <Suspense fallback={<HomeSkeleton />}>
        <Home />
      </Suspense>
      {/* The editorial home (src/pages/discover/HomeEditorial.tsx), a child route loaded after this page. */}
      <Outlet />
    </div>
  );
}

function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('home.loading')}>
      <Skeleton width="50%" height="2rem" />
      <div className="home-page__card">
        <Skeleton width="35%" height="1.25rem" />
        <div className="home-page__states">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} width="100%" height="64px" radius="var(--radius)" />
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}

const zonesHref = (accountId: string, state?: string) => `${accountPath(accountId)}/zones${state ? `?status=${state}` : ''}`;

function Home() {
  const { t } = useTranslation();
  const formatCount = useFormatNumber();
  // Started by the route's loader (src/pages/home/homeQuery.ts) while this page's code loaded.
  const data = usePreloadedQuery<HomePageQuery>(query, useLoaderData<PreloadedQuery<HomePageQuery>>());
  const user = data.me?.user;
  const headingId = useId();

  if (!user) {
    return (
      <section className="home-page__card" aria-labelledby={headingId}>
        <h1 id={headingId}>{t('home.loggedOutTitle')}</h1>
        <p>{t('home.loggedOutBody')}</p>
        <div className="home-page__links">
          <Link href={LOGIN_PATH}>{t('home.logIn')}</Link>
          <Link href={SIGNUP_PATH}>{t('home.signUp')}</Link>
        </div>
      </section>
    );
  }

  const greeting = <h1 className="home-page__greeting">{t(`home.greeting.${greetingAt(new Date())}`, { name: user.name })}</h1>;
  if (user.accounts.total === 0) {
    return (
      <>
        {greeting}
        <section className="home-page__card" aria-labelledby={headingId}>
          <h2 id={headingId}>{t('home.noAccountTitle')}</h2>
          <p>{t('home.noAccountBody')}</p>
          <Link href={SIGNUP_PATH}>{t('home.signUpAccount')}</Link>
        </section>
      </>
    );
  }

  if (!data.account) {
    return (
      <>
        {greeting}
        <section className="home-page__card" aria-labelledby={headingId}>
          <h2 id={headingId}>{t('home.chooseAccount')}</h2>
          <ul className="home-page__accounts">
            {user.accounts.edges.map(({ node }) => (
              <li key={node.id}>
                <Link href={zonesHref(node.id)}>{node.businessName}</Link>
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  }

  const { account } = data;
  const states = zoneStateCounts(account.soundZones.stateTotals);
  return (
    <>
      {greeting}
      <section className="home-page__card" aria-labelledby={headingId}>
        <h2 id={headingId} className="home-page__account">
          {account.businessName}
        </h2>
        {account.soundZones.total === 0 ? (
          <>
            <p>{t('home.noZones')}</p>
            <Link href={`${accountPath(account.id)}/zones/create/`}>{t('home.createZone')}</Link>
          </>
        ) : (
          <>
            <p>{t('home.zoneCount', { count: account.soundZones.total })}</p>
            <ul className="home-page__states">
              {states.map(({ state, total }) => (
                <li key={state}>
                  <Link href={zonesHref(account.id, state)} className="home-page__state" data-state={state}>
                    <span className="home-page__state-total">{formatCount(total)}</span>
                    <span>{t(`home.zoneState.${state}`, { count: total })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <nav className="home-page__card" aria-label={t('home.shortcuts')}>
        <ul className="home-page__links">
          <li>
            <Link href={zonesHref(account.id)}>{t('home.zones')}</Link>
          </li>
          <li>
            <Link href={`${accountPath(account.id)}/library`}>{t('home.library')}</Link>
          </li>
          <li>
            <Link href="/search">{t('home.search')}</Link>
          </li>
          <li>
            <Link href="/create">{t('home.create')}</Link>
          </li>
          <li>
            <Link href="/user">{t('home.profile')}</Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
