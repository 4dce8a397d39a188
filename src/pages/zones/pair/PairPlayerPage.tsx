// /accounts/{accountId}/zones/{zoneId}/player/pair/{player} (core.md 2): pair a player of the given kind
// to the zone (playerKinds.ts says how each kind pairs). The zone's paired player shows above, live,
// with the way to unpair it; once a new player pairs, the page says so and leads back to the zone.
import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { PairPlayerPageQuery } from '../../../__generated__/PairPlayerPageQuery.graphql';
import pairingTexts from '../../../i18n/en/pairing.json';
import { registerTexts } from '../../../i18n/i18n';
import { orderPlayerPath, zonePath } from '../../../routing/paths';
import { FormMessage } from '../../../ui/formFields';
import { Link } from '../../../ui/Link';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { HardwarePairForm } from './HardwarePairForm';
import { PairedPlayer } from './PairedPlayer';
import { PairingCodePanel } from './PairingCodePanel';
import { PAIRING_FLOWS } from './playerKinds';
import type { PlayerKind } from './playerKinds';
import { useZonePairingUpdates } from './ZonePairingUpdateSubscription';
import './PairPlayerPage.css';

registerTexts(pairingTexts);

const query = graphql`
  query PairPlayerPageQuery($zoneId: ID!) @preloadable {
    soundZone(id: $zoneId) {
      id
      name
      permissions
      device {
        id
        name
      }
      ...PairedPlayer_zone
    }
  }
`;

export function PairPlayerPage() {
  return (
    <div className="pair-page">
      <Suspense fallback={<PairSkeleton />}>
        <PairPlayer />
      </Suspense>
    </div>
  );
}

function PairSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('pairing.loading')}>
      <Skeleton width="60%" height="2rem" />
      <Skeleton width="100%" height="4rem" radius="var(--radius)" />
      <Skeleton width="100%" height="10rem" radius="var(--radius)" />
    </LoadingRegion>
  );
}

function PairPlayer() {
  const { t } = useTranslation();
  const zone = usePreloadedQuery<PairPlayerPageQuery>(query, useLoaderData<PreloadedQuery<PairPlayerPageQuery>>()).soundZone;
  return zone ? <PairZone zone={zone} /> : <p>{t('pairing.notFound')}</p>;
}

function PairZone({ zone }: { zone: NonNullable<PairPlayerPageQuery['response']['soundZone']> }) {
  const { t } = useTranslation();
  const { accountId = '_', player } = useParams();
  const kind = player as PlayerKind;
  useZonePairingUpdates(zone.id);
  const headingId = useId();
  // A player paired after the page opened is the one this page paired.
  const deviceAtOpen = useRef(zone.device?.id ?? null);
  const [hardwarePaired, setHardwarePaired] = useState(false);
  const newlyPaired = hardwarePaired || (!!zone.device && zone.device.id !== deviceAtOpen.current);
  const zoneHref = zonePath(accountId, zone.id);
  const flow = PAIRING_FLOWS[kind];

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t('pairing.title', { kind: t(`pairing.player.${kind}`), zone: zone.name })}</h1>
      <div className="pair-page__card">
        <h2>{t('pairing.current')}</h2>
        <PairedPlayer zone={zone} />
      </div>
      <div className="pair-page__card">
        {newlyPaired ? (
          <>
            <FormMessage tone="success">{zone.device ? t('pairing.paired', { name: zone.device.name, zone: zone.name }) : t('pairing.pairedPlayer', { zone: zone.name })}</FormMessage>
            <Link href={zoneHref}>{t('pairing.toZone')}</Link>
          </>
        ) : !zone.permissions.includes('PAIR') ? (
          <p>{t('pairing.notAllowed')}</p>
        ) : flow === 'enter-device-code' ? (
          <>
            <HardwarePairForm zoneId={zone.id} onPaired={() => setHardwarePaired(true)} />
            <p>
              {t('pairing.hardware.noPlayer')} <Link href={orderPlayerPath(accountId)}>{t('pairing.hardware.order')}</Link>
            </p>
          </>
        ) : flow === 'show-pairing-code' ? (
          <PairingCodePanel zoneId={zone.id} app={kind === 'mobile' ? 'mobile' : 'desktop'} />
        ) : flow === 'play-in-browser' ? (
          <>
            <p>{t('pairing.browser.body')}</p>
            <Link href={`${zoneHref}/player`}>{t('pairing.browser.open')}</Link>
          </>
        ) : (
          <ol className="pair-page__steps">
            <li>{t('pairing.sonos.step1')}</li>
            <li>{t('pairing.sonos.step2')}</li>
            <li>{t('pairing.sonos.step3', { zone: zone.name })}</li>
          </ol>
        )}
      </div>
      {!newlyPaired && (
        <p>
          <Link href={zoneHref}>{t('pairing.back')}</Link>
        </p>
      )}
    </section>
  );
}
