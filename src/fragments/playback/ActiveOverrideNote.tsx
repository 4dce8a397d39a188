// The holiday or campaign override a zone follows now (issue 11): its name and when it ends in the zone's
// own time zone, with a link to the account's overrides. Playback.activeOverride comes with every
// playbackUpdate (src/fragments/playback/zoneUpdates.ts), so the note appears and goes live.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { ActiveOverrideNote_playback$key } from '../../__generated__/ActiveOverrideNote_playback.graphql';
import { intlLocale } from '../../i18n/numbers';
import { overridesPath } from '../../routing/paths';
import { Link } from '../../ui/Link';

export interface ActiveOverrideNoteProps {
  playback: ActiveOverrideNote_playback$key;
  accountId: string;
  /** The zone's location's IANA time zone. */
  timeZone: string;
}

export function ActiveOverrideNote({ playback: key, accountId, timeZone }: ActiveOverrideNoteProps) {
  const { t, i18n } = useTranslation();
  const { activeOverride } = useFragment(
    graphql`
      fragment ActiveOverrideNote_playback on Playback {
        activeOverride {
          endsAt
          override {
            name
          }
        }
      }
    `,
    key,
  );
  if (!activeOverride) return null;
  const endsAt = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(activeOverride.endsAt));
  return (
    <p className="zone-player__override" role="note">
      {t('zonePage.player.override', { name: activeOverride.override.name, endsAt })} <Link href={overridesPath(accountId)}>{t('zonePage.player.overrides')}</Link>
    </p>
  );
}
