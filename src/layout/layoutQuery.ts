// The layout's one query (UserRegionsQuery in src/layout/UserRegions.tsx), as the root route's loader starts it for a
// signed-in session: for the selected account, if any.
import type { PreloadedQuery } from 'react-relay';
import type { UserRegionsQuery } from '../__generated__/UserRegionsQuery.graphql';
import type { QueryPreload } from '../routing/context';
import userRegionsQueryParameters from '../__generated__/UserRegionsQuery$parameters';

/** What the root route gives the layout. */
export interface LayoutProps {
  /** The layout's query for a signed-in session; null otherwise. */
  layoutQuery: PreloadedQuery<UserRegionsQuery> | null;
}

export function layoutQueryPreload(accountId: string | null): QueryPreload<UserRegionsQuery> {
  return {
    key: 'AppLayout',
    query: () => import('../__generated__/UserRegionsQuery.graphql'),
    parameters: userRegionsQueryParameters,
    variables: { accountId: accountId ?? '', hasAccount: accountId !== null },
  };
}
