// One zone of the zone list: its name and location, its display status, what it plays with the cover,
// and its player; the whole row leads to the zone page. The first zone of a location also carries the
// location's heading, so the list reads grouped by location (the API orders by location, then name).
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ZoneRow_soundZone$key } from '../../../__generated__/ZoneRow_soundZone.graphql';
import { DeviceBadge } from '../../../fragments/DeviceBadge';
import { NowPlayingLine } from '../../../fragments/NowPlayingLine';
import { ZoneStatusBadge } from '../../../fragments/ZoneStatusBadge';
import { zonePath } from '../../../routing/paths';

export interface ZoneRowProps {
  soundZone: ZoneRow_soundZone$key;
  accountId: string;
  showLocationHeading: boolean;
  /** The zone's status no longer matches the list's filters: the row is about to leave. */
  outOfFilter: boolean;
  /** Roving focus: only one row of the list is in the tab order. */
  tabbable: boolean;
  linkRef?: Ref<HTMLAnchorElement>;
  onFocus(): void;
  onKeyDown(event: KeyboardEvent<HTMLAnchorElement>): void;
}

export function ZoneRow({ soundZone, accountId, showLocationHeading, outOfFilter, tabbable, linkRef, onFocus, onKeyDown }: ZoneRowProps) {
  const { t } = useTranslation();
  const zone = useFragment(
    graphql`
      fragment ZoneRow_soundZone on SoundZone {
        id
        name
        location {
          name
          physicalAddress {
            city
            country
          }
        }
        ...ZoneStatusBadge_soundZone
        device {
          ...DeviceBadge_device
        }
        nowPlaying {
          ...NowPlayingLine_nowPlaying
        }
      }
    `,
    soundZone,
  );
  const place = [zone.location.physicalAddress.city, zone.location.physicalAddress.country].filter(Boolean).join(', ');
  return (
    <>
      {showLocationHeading && (
        <h2 className="zone-list__location">
          <span className="zone-list__location-name">{zone.location.name}</span>
          {place && <span className="zone-list__location-place">{place}</span>}
        </h2>
      )}
      <Link to={zonePath(accountId, zone.id)} className={outOfFilter ? 'zone-row zone-row--out-of-filter' : 'zone-row'} tabIndex={tabbable ? 0 : -1} ref={linkRef} onFocus={onFocus} onKeyDown={onKeyDown}>
        <span className="zone-row__zone">
          <span className="zone-row__name">{zone.name}</span>
          <span className="zone-row__location">
            <span className="visually-hidden">{t('zoneList.location')}: </span>
            {zone.location.name}
          </span>
        </span>
        <span className="zone-row__status">
          <ZoneStatusBadge soundZone={zone} />
          {outOfFilter && <span className="zone-row__out-of-filter">{t('zoneList.outOfFilter')}</span>}
        </span>
        <span className="zone-row__playing">
          <NowPlayingLine nowPlaying={zone.nowPlaying} />
        </span>
        <span className="zone-row__device">
          <DeviceBadge device={zone.device} />
        </span>
        <span className="zone-row__chevron" aria-hidden="true">
          ›
        </span>
      </Link>
    </>
  );
}
