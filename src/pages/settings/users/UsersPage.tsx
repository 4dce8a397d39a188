// /accounts/{accountId}/settings/users (navigation.md 2.4): the account's members with their roles (the four
// flags of core.md 3), its location users (members limited to locations) and the invitations waiting to be
// accepted. Owners and admins read them (USERS_READ); changing roles needs USER_UPDATE, removing a member or
// withdrawing an invitation USER_DELETE, inviting USER_CREATE (core.md 6) — the server checks each, and the
// page offers only what the viewer may do (src/domain/members.ts). An account always keeps an owner.
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import { useLoaderData } from 'react-router';
import type { UsersPageQuery, UsersPageQuery$data } from '../../../__generated__/UsersPageQuery.graphql';
import { invitationActions, memberActions } from '../../../domain/members';
import type { MemberRoles } from '../../../domain/members';
import { InvitationRow, PeopleList, PersonRow } from '../../../fragments/people/PeopleList';
import { useRemoveMembership } from '../../../fragments/people/useRemoveMembership';
import peopleTexts from '../../../i18n/en/people.json';
import { registerTexts } from '../../../i18n/i18n';
import { accountPath } from '../../../routing/paths';
import { Button } from '../../../ui/Button';
import { Link } from '../../../ui/Link';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { RolesDialog } from './RolesDialog';
import type { RolesTarget } from './RolesDialog';
import './usersPages.css';

registerTexts(peopleTexts);

const query = graphql`
  query UsersPageQuery($accountId: ID!, $first: Int!, $locations: Int!, $canRead: Boolean!) @preloadable {
    me {
      __typename
      ... on User {
        id
      }
    }
    account(id: $accountId) {
      id
      permissions
      locations(first: $locations) {
        edges {
          node {
            id
            name
            deactivated
          }
        }
      }
      access @include(if: $canRead) {
        users(first: $first) {
          edges {
            membershipId
            node {
              id
              name
              email
            }
            roles {
              owner
              admin
              finance
              contact
              ...PeopleList_roles
            }
            locations {
              id
              name
            }
          }
        }
        pendingUsers(first: $first) {
          edges {
            node {
              id
              email
              invitedAt
            }
            roles {
              ...PeopleList_roles
            }
            locations {
              id
              name
            }
          }
        }
      }
    }
  }
`;

export function UsersPage() {
  const { t } = useTranslation();
  return (
    <div className="users-page">
      <Suspense
        fallback={
          <LoadingRegion label={t('people.users.loading')}>
            <Skeleton width="30%" height="2rem" />
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} width="100%" height="56px" radius="var(--radius)" />
            ))}
          </LoadingRegion>
        }
      >
        <Users />
      </Suspense>
    </div>
  );
}

/** The four flags of a member's roles (the rows read them through their fragment). */
const flagsOf = ({ owner, admin, finance, contact }: MemberRoles): MemberRoles => ({ owner, admin, finance, contact });

type Account = NonNullable<UsersPageQuery$data['account']>;
type Member = NonNullable<Account['access']>['users']['edges'][number];

function Users() {
  const { t } = useTranslation();
  const reference = useLoaderData<PreloadedQuery<UsersPageQuery>>();
  const data = usePreloadedQuery<UsersPageQuery>(query, reference);
  const environment = useRelayEnvironment();
  const refresh = useCallback(async () => {
    await fetchQuery<UsersPageQuery>(environment, query, reference.variables, { fetchPolicy: 'network-only' }).toPromise();
  }, [environment, reference.variables]);
  const remove = useRemoveMembership(refresh);
  const [editing, setEditing] = useState<RolesTarget | null>(null);

  const { account } = data;
  if (!account) return null;
  const permissions = account.permissions as readonly string[];
  const viewerId = data.me?.__typename === 'User' ? data.me.id : null;
  const locations = account.locations.edges.filter(({ node }) => !node.deactivated).map(({ node: { id, name } }) => ({ id, name }));

  const header = (
    <div className="users-page__head">
      <div>
        <h1>{t('people.users.title')}</h1>
        <p className="users-page__intro">{t('people.users.intro')}</p>
      </div>
      {permissions.includes('USER_CREATE') && (
        <Link className="button" data-variant="primary" href={accountPath(account.id, '/settings/users/invite')}>
          {t('people.users.invite')}
        </Link>
      )}
    </div>
  );
  if (!account.access) {
    return (
      <>
        {header}
        <p className="users-card">{t('people.users.noPermission')}</p>
      </>
    );
  }

  const members = account.access.users.edges;
  const ownerCount = members.filter((edge) => edge.roles.owner).length;
  const wholeAccount = members.filter((edge) => edge.locations.length === 0);
  const limited = members.filter((edge) => edge.locations.length > 0);
  const invitations = account.access.pendingUsers.edges;
  const { revoke } = invitationActions(permissions);

  const memberRow = (edge: Member) => {
    const isViewer = edge.node.id === viewerId;
    const name = isViewer ? t('people.users.you', { name: edge.node.name }) : edge.node.name;
    const actions = memberActions(permissions, { isViewer, roles: flagsOf(edge.roles), ownerCount });
    return (
      <PersonRow
        key={edge.membershipId}
        name={name}
        detail={edge.node.email}
        roles={edge.roles}
        locations={edge.locations.map((location) => location.name)}
        showAccess
        actions={
          (actions.changeRoles || actions.remove) && (
            <>
              {actions.changeRoles && (
                <Button
                  variant="quiet"
                  aria-label={t('people.users.changeRolesOf', { name: edge.node.name })}
                  onPress={() => setEditing({ aclId: edge.membershipId, name: edge.node.name, roles: flagsOf(edge.roles), locationIds: edge.locations.map((location) => location.id), lastOwner: actions.lastOwner })}
                >
                  {t('people.users.changeRoles')}
                </Button>
              )}
              {actions.remove && (
                <Button variant="danger" aria-label={t('people.users.removeOf', { name: edge.node.name })} onPress={() => void remove({ aclId: edge.membershipId, name: edge.node.name, pending: false })}>
                  {t('people.users.remove')}
                </Button>
              )}
            </>
          )
        }
      />
    );
  };

  return (
    <>
      {header}
      <section className="users-card" aria-labelledby="users-members">
        <h2 id="users-members">{t('people.users.members')}</h2>
        <PeopleList>{wholeAccount.map(memberRow)}</PeopleList>
      </section>
      <section className="users-card" aria-labelledby="users-location-users">
        <h2 id="users-location-users">{t('people.users.locationUsers')}</h2>
        {limited.length === 0 ? <p className="users-card__empty">{t('people.users.noLocationUsers')}</p> : <PeopleList>{limited.map(memberRow)}</PeopleList>}
      </section>
      <section className="users-card" aria-labelledby="users-pending">
        <h2 id="users-pending">{t('people.users.pending')}</h2>
        {invitations.length === 0 ? (
          <p className="users-card__empty">{t('people.users.noPending')}</p>
        ) : (
          <PeopleList>
            {invitations.map((edge) => (
              <InvitationRow
                key={edge.node.id}
                id={edge.node.id}
                email={edge.node.email}
                invitedAt={edge.node.invitedAt}
                roles={edge.roles}
                locations={edge.locations.map((location) => location.name)}
                showAccess
                onRevoke={revoke ? remove : undefined}
              />
            ))}
          </PeopleList>
        )}
      </section>
      {editing && <RolesDialog target={editing} locations={locations} onClose={() => setEditing(null)} onSaved={refresh} />}
    </>
  );
}
