// /user (navigation.md 2.2, core.md 3 'User'): the signed-in user's profile (name, e-mail, when they
// joined, first day of the week, colour theme) with links to change it. The child routes (/user/edit,
// /user/change-password, /user/change-email) open as dialogs over it and read the user it loaded.
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData } from 'react-router';
import type { UserPageQuery } from '../../__generated__/UserPageQuery.graphql';
import userTexts from '../../i18n/en/user.json';
import { registerTexts } from '../../i18n/i18n';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { LOGIN_PATH } from '../../routing/paths';
import { intlLocale, longDate, weekdayName } from './format';
import { knownColorMode } from './schemas';
import type { UserOutletContext } from './userOutlet';
import './UserPage.css';

registerTexts(userTexts);

// The child routes render in this page's outlet and read their fragments of the user it loaded
// (src/pages/user/userOutlet.ts): the spreads belong here although their components are not imported.
/* eslint-disable relay/must-colocate-fragment-spreads */
const query = graphql`
  query UserPageQuery @preloadable {
    me {
      ... on User @alias(as: "user") {
        name
        email
        createdAt
        startOfWeek
        userColorModeSetting
        emailVerified
        ...UserEditPage_user
        ...ChangePasswordPage_user
        ...ChangeEmailPage_user
      }
    }
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

export function UserPage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="user-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="user-page__title">
        {t('userPage.title')}
      </h1>
      <Suspense fallback={<ProfileSkeleton />}>
        <Profile />
      </Suspense>
    </section>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('userPage.loading')}>
      <div className="user-page__card">
        {[60, 80, 40, 50, 45].map((width) => (
          <div key={width} className="user-page__skeleton-row">
            <Skeleton width="30%" height="0.875em" />
            <Skeleton width={`${width}%`} height="1.1em" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

function Profile() {
  const { t, i18n } = useTranslation();
  // Started by the route's loader (src/pages/user/userQuery.ts) while this page's code loaded.
  const me = usePreloadedQuery<UserPageQuery>(query, useLoaderData<PreloadedQuery<UserPageQuery>>()).me?.user;
  if (!me) {
    // A paired player passes the login guard but is nobody's profile.
    return (
      <div className="user-page__card">
        <p>{t('userPage.notAUser')}</p>
        <Link href={LOGIN_PATH}>{t('userPage.logInAsUser')}</Link>
      </div>
    );
  }
  const locale = intlLocale(i18n.language);
  const outlet: UserOutletContext = { user: me };
  return (
    <>
      <div className="user-page__card">
        <dl className="user-page__facts">
          <dt>{t('userPage.name')}</dt>
          <dd>{me.name}</dd>
          <dt>{t('userPage.email')}</dt>
          <dd>
            {me.email} <span className="user-page__badge" data-verified={me.emailVerified}>{me.emailVerified ? t('userPage.verified') : t('userPage.notVerified')}</span>
          </dd>
          <dt>{t('userPage.memberSince')}</dt>
          <dd>{longDate(me.createdAt, locale)}</dd>
          <dt>{t('userPage.startOfWeek')}</dt>
          <dd>{weekdayName(me.startOfWeek, locale)}</dd>
          <dt>{t('userPage.colorModeLabel')}</dt>
          <dd>{t(`userPage.colorMode.${knownColorMode(me.userColorModeSetting)}`)}</dd>
        </dl>
        <ul className="user-page__actions">
          <li>
            <Link href="/user/edit">{t('userPage.edit')}</Link>
          </li>
          <li>
            <Link href="/user/change-password">{t('userPage.changePassword')}</Link>
          </li>
          <li>
            <Link href="/user/change-email">{t('userPage.changeEmail')}</Link>
          </li>
        </ul>
      </div>
      <Outlet context={outlet} />
    </>
  );
}
