// The profile's query as the /user route's loader starts it; the child pages read it through the outlet.
import type { UserPageQuery } from '../../__generated__/UserPageQuery.graphql';
import type { QueryPreload } from '../../routing/context';
import userPageQueryParameters from '../../__generated__/UserPageQuery$parameters';

export function userQueryPreload(): QueryPreload<UserPageQuery> {
  return { key: 'UserPage', query: () => import('../../__generated__/UserPageQuery.graphql'), parameters: userPageQueryParameters, variables: {} };
}
