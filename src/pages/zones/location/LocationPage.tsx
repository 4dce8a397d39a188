// /accounts/{accountId}/zones/location/{locationId} (core.md 2, navigation.md 2.4): the location's name
// and address above its sections, details, users and invite, each a child route; the bare path goes to
// details (src/routing/redirects.ts). Entering it records 'Location - View' with zone_id set to the
// location id. A location that cannot be read shows the route's error screen.
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { NavLink, Outlet, useLoaderData, useOutletContext, useParams } from 'react-router';
import type { LocationPageQuery, LocationPageQuery$data } from '../../../__generated__/LocationPageQuery.graphql';
import { track } from '../../../app/analytics';
import { AppError } from '../../../errors/AppError';
import locationTexts from '../../../i18n/en/locations.json';
import { registerTexts } from '../../../i18n/i18n';
import { accountPath } from '../../../routing/paths';
import { Link } from '../../../ui/Link';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { locationSections, mayAddZone, regionName } from './locationView';
import './locationPages.css';

registerTexts(locationTexts);

export const LOCATION_VIEW_EVENT = 'Location - View';

// The sections are child routes that read the location through the outlet (useLocationOutlet): the
// details' fragment is spread here, where the route's query is, though its component lives in its own file.
/* eslint-disable relay/must-colocate-fragment-spreads */
const query = graphql`
  query LocationPageQuery($locationId: ID!, $zones: Int!) @preloadable {
    location(id: $locationId) {
      id
      name
      deactivated
      permissions
      account {
        id
      }
      physicalAddress {
        city
        country
      }
      ...LocationDetailsPage_location @arguments(zones: $zones)
    }
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

export type LocationData = NonNullable<LocationPageQuery$data['location']>;

/** What the sections read from the location page: the location as its header has it. */
export const useLocationOutlet = () => useOutletContext<{ location: LocationData }>();

export function LocationPage() {
  const { locationId = '' } = useParams();
  useEffect(() => {
    track(LOCATION_VIEW_EVENT, { zone_id: locationId });
  }, [locationId]);
  return (
    <div className="location-page location-page--wide">
      <Suspense fallback={<LocationSkeleton />}>
        <Location />
      </Suspense>
    </div>
  );
}

function LocationSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('locations.page.loading')}>
      <Skeleton width="45%" height="2rem" />
      <div className="location-skeleton__intro">
        <Skeleton width="60%" />
      </div>
      <Skeleton width="100%" height="220px" radius="var(--radius)" />
    </LoadingRegion>
  );
}

function Location() {
  const { t, i18n } = useTranslation();
  const data = usePreloadedQuery<LocationPageQuery>(query, useLoaderData<PreloadedQuery<LocationPageQuery>>());
  const location = data.location;
  if (!location) throw new AppError('Location not found', { kind: 'notFound', status: 404, expected: true });
  const base = accountPath(location.account.id, `/zones/location/${encodeURIComponent(location.id)}`);
  const sections = locationSections(location.permissions);
  return (
    <>
      <header className="location-header">
        <div className="location-header__text">
          <h1 className="location-page__title">
            {location.name}
            {location.deactivated && <span className="location-badge">{t('locations.page.deactivated')}</span>}
          </h1>
          <p className="location-header__address">
            {location.physicalAddress.city} · {regionName(location.physicalAddress.country, i18n.language)}
          </p>
        </div>
        <div className="location-header__actions">
          {mayAddZone(location.permissions, location.deactivated) && (
            <Link className="location-action" href={accountPath(location.account.id, `/zones/create/${encodeURIComponent(location.id)}`)}>
              {t('locations.page.addZone')}
            </Link>
          )}
          {location.permissions.includes('UPDATE') && (
            <Link className="location-action location-action--primary" href={accountPath(location.account.id, `/zones/edit/${encodeURIComponent(location.id)}`)}>
              {t('locations.page.edit')}
            </Link>
          )}
        </div>
      </header>
      {sections.length > 1 && (
        <nav className="location-tabs" aria-label={t('locations.page.sections')}>
          {sections.map((section) => (
            <NavLink key={section} to={`${base}/${section === 'invite' ? 'users/invite' : section}`} end className="location-tabs__tab">
              {t(`locations.page.${section}`)}
            </NavLink>
          ))}
        </nav>
      )}
      <Outlet context={{ location }} />
    </>
  );
}
