// A zone's player as people recognise it: an icon for its kind of device (core.md 3 Device: desktop,
// mobile, embedded hardware, smart speaker), its name, and its software version as the spec shows it
// (displaySoftwareVersion: 'cadence-12.4-macos' shows 'v12.4').
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { DeviceBadge_device$key } from '../__generated__/DeviceBadge_device.graphql';
import { displaySoftwareVersion } from '../domain/devices';
import type { DeviceKind } from '../domain/devices';
import deviceTexts from '../i18n/en/deviceBadge.json';
import { registerTexts } from '../i18n/i18n';
import './DeviceBadge.css';

registerTexts(deviceTexts);

type IconShape = 'desktop' | 'mobile' | 'embedded' | 'speaker' | 'unknown';

const SHAPE_OF_KIND: Record<DeviceKind, IconShape> = {
  macos: 'desktop',
  windows: 'desktop',
  desktop: 'desktop',
  ios: 'mobile',
  android: 'mobile',
  mobile: 'mobile',
  embedded: 'embedded',
  sonos: 'speaker',
  unknown: 'unknown',
};

// 24-unit outline drawings, stroked in the text colour.
const PATHS: Record<IconShape, string> = {
  desktop: 'M3 4h18v12H3z M8 20h8 M12 16v4',
  mobile: 'M7 2h10v20H7z M11 18h2',
  embedded: 'M3 7h18v10H3z M7 12h.01 M11 12h6',
  speaker: 'M6 2h12v20H6z M12 15m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0 M12 6h.01',
  unknown: 'M4 4h16v16H4z M10 9.5a2 2 0 1 1 3 1.7c-.6.4-1 .9-1 1.6V14 M12 17h.01',
};

/** The icon of a kind of device (decorative: its name or kind is written beside it). */
export function DeviceIcon({ kind, size = 20 }: { kind: DeviceKind | null; size?: number }) {
  const shape = kind ? SHAPE_OF_KIND[kind] : 'unknown';
  return (
    <svg className="device-icon" data-shape={shape} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[shape]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const isKnownKind = (kind: string): kind is DeviceKind => kind in SHAPE_OF_KIND;

export function DeviceBadge({ device: key }: { device: DeviceBadge_device$key | null | undefined }) {
  const { t } = useTranslation();
  const device = useFragment(
    graphql`
      fragment DeviceBadge_device on Device {
        name
        kind
        softwareVersion
      }
    `,
    key,
  );
  if (!device) {
    return (
      <span className="device-badge device-badge--none">
        <DeviceIcon kind={null} />
        <span className="device-badge__name">{t('deviceBadge.none')}</span>
      </span>
    );
  }
  const kind = isKnownKind(device.kind) ? device.kind : 'unknown';
  const version = displaySoftwareVersion(device.softwareVersion);
  return (
    <span className="device-badge" title={t(`deviceBadge.kind.${kind}`)}>
      <DeviceIcon kind={kind} />
      <span className="device-badge__text">
        <span className="device-badge__name">{device.name}</span>
        <span className="visually-hidden">, {t(`deviceBadge.kind.${kind}`)}</span>
        {version && <span className="device-badge__version">{t('deviceBadge.version', { version })}</span>}
      </span>
    </span>
  );
}
