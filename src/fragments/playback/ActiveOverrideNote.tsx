// The holiday or campaign override a zone follows now (issue 11): its name and its last day in the zone's
// own time zone (the day before endsAt, which is the midnight that ends it), with a link to the account's overrides. Playback.activeOverride comes with the zone's
// playback (usePlaybackState) and every playbackUpdate, so the note appears and goes live.
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/numbers';
import { overridesPath } from '../../routing/paths';
import { Link } from '../../ui/Link';
import type { ActiveOverride } from './usePlaybackState';

export interface ActiveOverrideNoteProps {
  activeOverride: ActiveOverride;
  accountId: string;
  /** The zone's location's IANA time zone. */
  timeZone: string;
}

export function ActiveOverrideNote({ activeOverride, accountId, timeZone }: ActiveOverrideNoteProps) {
  const { t, i18n } = useTranslation();
  const lastDay = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeZone }).format(new Date(Date.parse(activeOverride.endsAt) - 1));
  return (
    <p className="zone-player__override" role="note">
      {t('zonePage.player.override', { name: activeOverride.name, lastDay })} <Link href={overridesPath(accountId)}>{t('zonePage.player.overrides')}</Link>
    </p>
  );
}
