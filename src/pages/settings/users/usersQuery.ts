// The users settings pages' queries as their routes' loaders start them (navigation.md 2.4 /settings/users).
import type { InviteUserPageQuery } from '../../../__generated__/InviteUserPageQuery.graphql';
import type { UsersPageQuery } from '../../../__generated__/UsersPageQuery.graphql';
import type { QueryPreload } from '../../../routing/context';
import inviteUserPageQueryParameters from '../../../__generated__/InviteUserPageQuery$parameters';
import usersPageQueryParameters from '../../../__generated__/UsersPageQuery$parameters';

/** Members and invitations listed on the page. */
export const USERS_PAGE_SIZE = 100;
/** Locations offered for a location user. */
export const LOCATION_CHOICES = 100;

/** canRead: the viewer's USERS_READ; without it the page explains rather than asks for the members. */
export function usersQueryPreload(accountId: string, canRead: boolean): QueryPreload<UsersPageQuery> {
  return {
    key: 'UsersPage',
    query: () => import('../../../__generated__/UsersPageQuery.graphql'),
    parameters: usersPageQueryParameters,
    variables: { accountId, first: USERS_PAGE_SIZE, locations: LOCATION_CHOICES, canRead },
    // A new invitation is there as the list opens after sending it.
    fetchPolicy: 'network-only',
  };
}

export function inviteUserQueryPreload(accountId: string): QueryPreload<InviteUserPageQuery> {
  return {
    key: 'InviteUserPage',
    query: () => import('../../../__generated__/InviteUserPageQuery.graphql'),
    parameters: inviteUserPageQueryParameters,
    variables: { accountId, locations: LOCATION_CHOICES },
    fetchPolicy: 'store-and-network',
  };
}
