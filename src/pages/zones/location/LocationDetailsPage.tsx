// /zones/location/{locationId}/details: the location's address, time zone and zones with their status.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { LocationDetailsPage_location$key } from '../../../__generated__/LocationDetailsPage_location.graphql';
import { ZoneStatusBadge } from '../../../fragments/ZoneStatusBadge';
import { accountPath, zonePath } from '../../../routing/paths';
import { Link } from '../../../ui/Link';
import { useLocationOutlet } from './LocationPage';
import { regionName } from './locationView';

const fragment = graphql`
  fragment LocationDetailsPage_location on Location @argumentDefinitions(zones: { type: "Int!" }) {
    timezone
    physicalAddress {
      address
      postalCode
      city
      state
      country
    }
    soundZones(first: $zones) {
      total
      edges {
        node {
          id
          name
          ...ZoneStatusBadge_soundZone
        }
      }
    }
  }
`;

export function LocationDetailsPage() {
  const { t, i18n } = useTranslation();
  const { location } = useLocationOutlet();
  const details = useFragment<LocationDetailsPage_location$key>(fragment, location);
  const zones = details.soundZones.edges.map((edge) => edge.node);
  const { address, postalCode, city, state, country } = details.physicalAddress;
  const accountId = location.account.id;
  return (
    <div className="location-details">
      <section className="location-card" aria-labelledby="location-facts">
        <h2 id="location-facts" className="location-section__title">
          {t('locations.page.details')}
        </h2>
        <dl className="location-facts">
          <dt>{t('locations.page.address')}</dt>
          <dd>
            <address className="location-facts__address">
              {address}
              <br />
              {postalCode} {city}
              {state ? `, ${state}` : ''}
              <br />
              {regionName(country, i18n.language)}
            </address>
          </dd>
          <dt>{t('locations.page.timezone')}</dt>
          <dd>{details.timezone.replaceAll('_', ' ')}</dd>
        </dl>
      </section>
      <section className="location-card" aria-labelledby="location-zones">
        <h2 id="location-zones" className="location-section__title">
          {t('locations.page.zones')} <span className="location-section__count">{t('locations.page.zoneCount', { count: details.soundZones.total })}</span>
        </h2>
        {zones.length === 0 ? (
          <p className="location-section__intro">{t('locations.page.noZones')}</p>
        ) : (
          <ul className="location-zones">
            {zones.map((zone) => (
              <li key={zone.id} className="location-zones__zone">
                <span className="location-zones__icon" aria-hidden="true">
                  ♪
                </span>
                <Link className="location-zones__name" href={zonePath(accountId, zone.id)}>
                  {zone.name}
                </Link>
                <ZoneStatusBadge soundZone={zone} />
              </li>
            ))}
          </ul>
        )}
        {details.soundZones.total > zones.length && (
          <p className="location-section__intro">
            {t('locations.page.moreZones', { shown: zones.length, count: details.soundZones.total })}{' '}
            <Link href={`${accountPath(accountId, '/zones')}?q=${encodeURIComponent(location.name)}`}>{t('locations.page.allZones')}</Link>
          </p>
        )}
      </section>
    </div>
  );
}
