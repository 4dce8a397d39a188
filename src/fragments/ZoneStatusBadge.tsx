// A zone's display status (core.md 4 'Sound zone display state') as a coloured badge with an icon, so
// it reads without colour too, and the status codes that explain it (offline, muted, out of date).
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { ZoneStatusBadge_soundZone$key } from '../__generated__/ZoneStatusBadge_soundZone.graphql';
import { knownZoneStatus, zoneDisplayStatus } from '../domain/zoneStatus';
import type { ZoneDisplayStatus } from '../domain/zoneStatus';
import zoneStatusTexts from '../i18n/en/zoneStatus.json';
import { registerTexts } from '../i18n/i18n';
import './ZoneStatusBadge.css';

registerTexts(zoneStatusTexts);

const ICONS: Record<ZoneDisplayStatus, string> = { OK: '●', ERROR: '!', INCOMPLETE: '◐', NOT_SETUP: '○', INACTIVE: '–' };

export const zoneStatusFragment = graphql`
  fragment ZoneStatusBadge_soundZone on SoundZone {
    status {
      state
      message
      codes
    }
    subscription {
      isActive
    }
    errors(first: 0) {
      total
    }
  }
`;

/** The display status of a zone read through ZoneStatusBadge_soundZone (the server hides hidden errors). */
export function useZoneDisplayStatus(key: ZoneStatusBadge_soundZone$key): { display: ZoneDisplayStatus; codes: readonly string[] } {
  const zone = useFragment(zoneStatusFragment, key);
  const errors = Array.from({ length: zone.errors.total }, () => ({ hide: false }));
  return { display: zoneDisplayStatus({ status: knownZoneStatus({ state: zone.status.state, message: zone.status.message }), active: zone.subscription.isActive, errors }), codes: zone.status.codes };
}

export function ZoneStatusBadge({ soundZone, showCodes = false }: { soundZone: ZoneStatusBadge_soundZone$key; showCodes?: boolean }) {
  const { t } = useTranslation();
  const { display, codes } = useZoneDisplayStatus(soundZone);
  return (
    <span className={`zone-status zone-status--${display.toLowerCase().replace('_', '-')}`} data-status={display}>
      <span className="zone-status__icon" aria-hidden="true">
        {ICONS[display]}
      </span>
      {t(`zoneStatus.${display}`)}
      {showCodes && codes.length > 0 && <span className="zone-status__codes">{codes.map((code) => t(`zoneStatus.code.${code}`)).join(', ')}</span>}
    </span>
  );
}
