// /electron/select/{accountId} (core.md 2 'Desktop player shell', navigation.md 2.5): the location of
// the zone this computer plays; with one location the page goes straight on to its zones.
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { Navigate, useLoaderData } from 'react-router';
import type { SelectLocationPageQuery } from '../../../__generated__/SelectLocationPageQuery.graphql';
import { DESKTOP_SELECT_PATH } from '../../../routing/paths';
import { Link } from '../../../ui/Link';
import { SelectFrame } from './SelectFrame';
import { activeLocations, onlyChoice, selectLocationPath } from './selectRules';

const query = graphql`
  query SelectLocationPageQuery($accountId: ID!) @preloadable {
    account(id: $accountId) {
      id
      businessName
      locations(first: 200) {
        edges {
          node {
            id
            name
            deactivated
            physicalAddress {
              city
            }
          }
        }
      }
    }
  }
`;

export function SelectLocationPage() {
  const { t } = useTranslation();
  return (
    <SelectFrame loadingLabel={t('desktopSelect.location.loading')} back={{ href: DESKTOP_SELECT_PATH, label: t('desktopSelect.location.back') }}>
      <LocationList />
    </SelectFrame>
  );
}

function LocationList() {
  const { t } = useTranslation();
  const { account } = usePreloadedQuery<SelectLocationPageQuery>(query, useLoaderData<PreloadedQuery<SelectLocationPageQuery>>());
  const locations = activeLocations(account?.locations.edges.map(({ node }) => ({ id: node.id, name: node.name, city: node.physicalAddress.city, deactivated: node.deactivated })) ?? []);
  const only = onlyChoice(locations);
  if (!account) return <p role="alert">{t('desktopSelect.location.notFound')}</p>;
  if (only) return <Navigate to={selectLocationPath(account.id, only)} replace />;
  return (
    <>
      <h1>{t('desktopSelect.location.title')}</h1>
      <p>{t('desktopSelect.location.intro', { account: account.businessName })}</p>
      {locations.length === 0 ? (
        <p>{t('desktopSelect.location.none', { account: account.businessName })}</p>
      ) : (
        <ul className="desktop-select__list">
          {locations.map((location) => (
            <li key={location.id} className="desktop-select__item">
              <Link href={selectLocationPath(account.id, location.id)}>{location.name}</Link>
              <p className="desktop-select__facts">{location.city}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
