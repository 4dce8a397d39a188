// /zones/location/{locationId}/users: the location's users (members limited to it; owners and admins of the
// account reach every location) and the invitations to it waiting to be accepted. Needs USERS_READ (the route's guard).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { LocationUsersPageQuery } from '../../../__generated__/LocationUsersPageQuery.graphql';
import { accountPath } from '../../../routing/paths';
import { Link } from '../../../ui/Link';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { useLocationOutlet } from './LocationPage';

const query = graphql`
  query LocationUsersPageQuery($locationId: ID!, $first: Int!) @preloadable {
    location(id: $locationId) {
      users(first: $first) {
        edges {
          membershipId
          node {
            name
            email
          }
          roles {
            owner
            admin
            finance
            contact
          }
        }
      }
      invited(first: $first) {
        edges {
          node {
            id
            email
            invitedAt
          }
          roles {
            owner
            admin
            finance
            contact
          }
        }
      }
    }
  }
`;

export function LocationUsersPage() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <LoadingRegion label={t('locations.users.loading')}>
          <div className="location-card">
            {[0, 1, 2].map((n) => (
              <div key={n} className="location-skeleton__field">
                <Skeleton width="100%" height="48px" radius="var(--radius)" />
              </div>
            ))}
          </div>
        </LoadingRegion>
      }
    >
      <LocationUsers />
    </Suspense>
  );
}

interface Roles {
  owner: boolean;
  admin: boolean;
  finance: boolean;
  contact: boolean;
}

/** The role a member is shown with: the strongest of their flags, or a plain user. */
function roleOf(roles: Roles): 'owner' | 'admin' | 'finance' | 'contact' | 'user' {
  if (roles.owner) return 'owner';
  if (roles.admin) return 'admin';
  if (roles.finance) return 'finance';
  if (roles.contact) return 'contact';
  return 'user';
}

const initial = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

function LocationUsers() {
  const { t, i18n } = useTranslation();
  const { location } = useLocationOutlet();
  const data = usePreloadedQuery<LocationUsersPageQuery>(query, useLoaderData<PreloadedQuery<LocationUsersPageQuery>>());
  const users = data.location?.users.edges ?? [];
  const invited = data.location?.invited.edges ?? [];
  const date = new Intl.DateTimeFormat(i18n.language === 'svdev' ? 'sv' : 'en', { dateStyle: 'medium' });
  const inviteHref = accountPath(location.account.id, `/zones/location/${encodeURIComponent(location.id)}/users/invite`);
  return (
    <div className="location-details">
      <section className="location-card" aria-labelledby="location-members">
        <div className="location-section__head">
          <div>
            <h2 id="location-members" className="location-section__title">
              {t('locations.users.members')}
            </h2>
            <p className="location-section__intro">{t('locations.users.membersIntro')}</p>
          </div>
          {location.permissions.includes('USERS_WRITE') && (
            <Link className="location-action location-action--primary" href={inviteHref}>
              {t('locations.users.invite')}
            </Link>
          )}
        </div>
        <ul className="location-people">
          {users.map((edge) => (
            <li key={edge.membershipId} className="location-people__person">
              <span className="location-people__avatar" aria-hidden="true">
                {initial(edge.node.name)}
              </span>
              <span className="location-people__who">
                <span className="location-people__name">{edge.node.name}</span>
                <span className="location-people__email">{edge.node.email}</span>
              </span>
              <span className="location-people__role">{t(`locations.users.role.${roleOf(edge.roles)}`)}</span>
            </li>
          ))}
        </ul>
        {users.length === 0 && <p className="location-section__intro">{t('locations.users.noMembers')}</p>}
      </section>
      <section className="location-card" aria-labelledby="location-pending">
        <h2 id="location-pending" className="location-section__title">
          {t('locations.users.pending')}
        </h2>
        {invited.length === 0 ? (
          <p className="location-section__intro">{t('locations.users.noPending')}</p>
        ) : (
          <ul className="location-people">
            {invited.map((edge) => (
              <li key={edge.node.id} className="location-people__person">
                <span className="location-people__avatar location-people__avatar--pending" aria-hidden="true">
                  @
                </span>
                <span className="location-people__who">
                  <span className="location-people__name">{edge.node.email}</span>
                  <span className="location-people__email">{t('locations.users.invitedAt', { date: date.format(new Date(edge.node.invitedAt)) })}</span>
                </span>
                <span className="location-people__role">{t(`locations.users.role.${roleOf(edge.roles)}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
