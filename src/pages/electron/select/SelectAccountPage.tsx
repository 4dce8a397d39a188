// /electron/select (core.md 2 'Desktop player shell', navigation.md 2.5): the signed-in user picks the
// account whose zone this computer plays, listed as the user menu lists accounts (distributors first,
// then by name, no deactivated ones, partners labelled); with one account the page goes straight on.
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import type { SelectAccountPageQuery } from '../../../__generated__/SelectAccountPageQuery.graphql';
import { switchableAccounts } from '../../../layout/accountList';
import { Link } from '../../../ui/Link';
import { SelectFrame } from './SelectFrame';
import { onlyChoice, selectAccountPath } from './selectRules';

const query = graphql`
  query SelectAccountPageQuery @preloadable {
    me {
      ... on User {
        accounts(first: 200) {
          edges {
            node {
              id
              businessName
              deactivated
              roles {
                isDistributor
                isPartner
              }
            }
          }
        }
      }
    }
  }
`;

export function SelectAccountPage() {
  const { t } = useTranslation();
  return (
    <SelectFrame loadingLabel={t('desktopSelect.account.loading')}>
      <AccountList />
    </SelectFrame>
  );
}

function AccountList() {
  const { t } = useTranslation();
  const { me } = usePreloadedQuery<SelectAccountPageQuery>(query, useLoaderData<PreloadedQuery<SelectAccountPageQuery>>());
  const accounts = switchableAccounts(
    (me?.accounts?.edges ?? []).map(({ node }) => ({ id: node.id, name: node.businessName, deactivated: node.deactivated, isDistributor: node.roles.isDistributor, isPartner: node.roles.isPartner })),
    null,
  );
  const only = onlyChoice(accounts);
  if (only) return <Navigate to={selectAccountPath(only)} replace />;
  return (
    <>
      <h1>{t('desktopSelect.account.title')}</h1>
      <p>{t('desktopSelect.account.intro')}</p>
      {accounts.length === 0 ? (
        <p>{t('desktopSelect.account.none')}</p>
      ) : (
        <ul className="desktop-select__list">
          {accounts.map((account) => (
            <li key={account.id} className="desktop-select__item">
              <Link href={selectAccountPath(account.id)}>{account.name}</Link>
              {account.label && <p className="desktop-select__facts">{t(`desktopSelect.account.${account.label}`)}</p>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
