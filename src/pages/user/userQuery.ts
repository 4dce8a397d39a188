// The profile's query as the /user route's loader starts it; the child pages read it through the outlet.
import type { UserPageQuery } from '../../__generated__/UserPageQuery.graphql';
import type { QueryPreload } from '../../routing/context';

export function userQueryPreload(): QueryPreload<UserPageQuery> {
  return { key: 'UserPage', query: () => import('../../__generated__/UserPageQuery.graphql'), variables: {} };
}
