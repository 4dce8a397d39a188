// /zones/{zoneId}/remote (core.md 2, 3 'Paired device session'): the zone's remote code and how staff
// use it to control the zone without signing in.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { ZoneRemotePage_soundZone$key } from '../../../__generated__/ZoneRemotePage_soundZone.graphql';
import { useZoneOutlet } from './zoneOutlet';

const fragment = graphql`
  fragment ZoneRemotePage_soundZone on SoundZone {
    remoteCode
    settings {
      staffControl
    }
  }
`;

export function ZoneRemotePage() {
  const { t } = useTranslation();
  const zone = useFragment<ZoneRemotePage_soundZone$key>(fragment, useZoneOutlet().soundZone);
  return (
    <section className="zone-card zone-remote" aria-labelledby="zone-remote-title">
      <h2 id="zone-remote-title" className="zone-card__title">
        {t('zonePage.remote.title')}
      </h2>
      <p>{t('zonePage.remote.intro')}</p>
      {zone.remoteCode ? (
        <div className="zone-remote__code">
          <span className="zone-remote__code-label" id="zone-remote-code-label">
            {t('zonePage.remote.code')}
          </span>
          <output className="zone-remote__code-value" aria-labelledby="zone-remote-code-label">
            {zone.remoteCode}
          </output>
        </div>
      ) : (
        <p className="zone-card__muted">{t('zonePage.remote.noCode')}</p>
      )}
      <ol className="zone-remote__steps">
        <li>{t('zonePage.remote.steps.one')}</li>
        <li>{t('zonePage.remote.steps.two')}</li>
        <li>{t('zonePage.remote.steps.three')}</li>
      </ol>
      {zone.settings && !zone.settings.staffControl && (
        <p className="zone-card__muted" role="note">
          {t('zonePage.remote.staffControlOff')}
        </p>
      )}
    </section>
  );
}
