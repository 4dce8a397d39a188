// The guide pages' queries as their routes' loaders start them, for the current account.
import type { GuidePageQuery } from '../../__generated__/GuidePageQuery.graphql';
import type { GuideTaskPageQuery } from '../../__generated__/GuideTaskPageQuery.graphql';
import type { LegalCertificatePageQuery } from '../../__generated__/LegalCertificatePageQuery.graphql';
import guidePageQueryParameters from '../../__generated__/GuidePageQuery$parameters';
import guideTaskPageQueryParameters from '../../__generated__/GuideTaskPageQuery$parameters';
import legalCertificatePageQueryParameters from '../../__generated__/LegalCertificatePageQuery$parameters';
import type { QueryPreload } from '../../routing/context';

// Guide queries are cached 60 s (navigation.md 9): the store answers first, the network refreshes.
export function guideQueryPreload(accountId: string): QueryPreload<GuidePageQuery> {
  return { key: 'GuidePage', query: () => import('../../__generated__/GuidePageQuery.graphql'), parameters: guidePageQueryParameters, variables: { accountId }, fetchPolicy: 'store-and-network' };
}

export function guideTaskQueryPreload(accountId: string): QueryPreload<GuideTaskPageQuery> {
  return { key: 'GuideTaskPage', query: () => import('../../__generated__/GuideTaskPageQuery.graphql'), parameters: guideTaskPageQueryParameters, variables: { accountId }, fetchPolicy: 'store-and-network' };
}

export function legalCertificateQueryPreload(accountId: string): QueryPreload<LegalCertificatePageQuery> {
  return { key: 'LegalCertificatePage', query: () => import('../../__generated__/LegalCertificatePageQuery.graphql'), parameters: legalCertificatePageQueryParameters, variables: { accountId } };
}
