// /zones/location/{locationId}/users: the location's users (members limited to it; owners and admins of the
// account reach every location) and the invitations to it waiting to be accepted. Needs USERS_READ (the route's guard);
// with USERS_WRITE a user is removed or an invitation withdrawn after a confirmation (src/fragments/people).
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import { useLoaderData } from 'react-router';
import type { LocationUsersPageQuery } from '../../../__generated__/LocationUsersPageQuery.graphql';
import { InvitationRow, PeopleList, PersonRow } from '../../../fragments/people/PeopleList';
import { useRemoveMembership } from '../../../fragments/people/useRemoveMembership';
import { Button } from '../../../ui/Button';
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
            ...PeopleList_roles
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
            ...PeopleList_roles
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

function LocationUsers() {
  const { t } = useTranslation();
  const { location } = useLocationOutlet();
  const reference = useLoaderData<PreloadedQuery<LocationUsersPageQuery>>();
  const data = usePreloadedQuery<LocationUsersPageQuery>(query, reference);
  const environment = useRelayEnvironment();
  const refresh = useCallback(async () => {
    await fetchQuery<LocationUsersPageQuery>(environment, query, reference.variables, { fetchPolicy: 'network-only' }).toPromise();
  }, [environment, reference.variables]);
  const remove = useRemoveMembership(refresh);
  const mayRemove = location.permissions.includes('USERS_WRITE');
  const users = data.location?.users.edges ?? [];
  const invited = data.location?.invited.edges ?? [];
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
        <PeopleList>
          {users.map((edge) => (
            <PersonRow
              key={edge.membershipId}
              name={edge.node.name}
              detail={edge.node.email}
              roles={edge.roles}
              locations={[location.name]}
              actions={
                mayRemove && (
                  <Button variant="quiet" aria-label={t('people.users.removeOf', { name: edge.node.name })} onPress={() => void remove({ aclId: edge.membershipId, name: edge.node.name, pending: false })}>
                    {t('people.users.remove')}
                  </Button>
                )
              }
            />
          ))}
        </PeopleList>
        {users.length === 0 && <p className="location-section__intro">{t('locations.users.noMembers')}</p>}
      </section>
      <section className="location-card" aria-labelledby="location-pending">
        <h2 id="location-pending" className="location-section__title">
          {t('locations.users.pending')}
        </h2>
        {invited.length === 0 ? (
          <p className="location-section__intro">{t('locations.users.noPending')}</p>
        ) : (
          <PeopleList>
            {invited.map((edge) => (
              <InvitationRow key={edge.node.id} id={edge.node.id} email={edge.node.email} invitedAt={edge.node.invitedAt} roles={edge.roles} locations={[location.name]} onRevoke={mayRemove ? remove : undefined} />
            ))}
          </PeopleList>
        )}
      </section>
    </div>
  );
}
