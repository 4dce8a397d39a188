// /accounts/{accountId}/order-player (navigation.md 2.4; login required, as the whole account area is):
// getting a player for the account's zones. It shows the kinds of player a zone can play through (core.md
// 4 'Devices and pairing') and the zones that were never set up with one, each with its pair pages
// (/zones/{zoneId}/player/pair/{player}); the apps are on /download.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { OrderPlayerPageQuery } from '../../__generated__/OrderPlayerPageQuery.graphql';
import orderPlayerTexts from '../../i18n/en/orderPlayer.json';
import pairingTexts from '../../i18n/en/pairing.json';
import { registerTexts } from '../../i18n/i18n';
import { accountPath } from '../../routing/paths';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { PLAYER_KINDS } from '../zones/pair/playerKinds';
import './OrderPlayerPage.css';

registerTexts(orderPlayerTexts);
registerTexts(pairingTexts);

// The first 50 waiting zones; the count names them all, and the zone list has the rest.
const query = graphql`
  query OrderPlayerPageQuery($accountId: ID!) @preloadable {
    account(id: $accountId) {
      id
      soundZones(first: 50, filters: [{ state: { eq: NOT_SETUP } }]) {
        total
        edges {
          node {
            id
            name
            location {
              name
            }
          }
        }
      }
    }
  }
`;

export function OrderPlayerPage() {
  const { t } = useTranslation();
  return (
    <div className="order-player">
      <h1>{t('orderPlayer.title')}</h1>
      <p>{t('orderPlayer.intro')}</p>
      <section aria-labelledby="order-player-kinds">
        <h2 id="order-player-kinds">{t('orderPlayer.kindsTitle')}</h2>
        <ul className="order-player__kinds">
          {PLAYER_KINDS.map((kind) => (
            <li key={kind}>
              <h3>{t(`orderPlayer.kinds.${kind}.name`)}</h3>
              <p>{t(`orderPlayer.kinds.${kind}.body`)}</p>
            </li>
          ))}
        </ul>
        <Link href="/download">{t('orderPlayer.download')}</Link>
      </section>
      <Suspense
        fallback={
          <LoadingRegion label={t('orderPlayer.loading')}>
            <Skeleton height="2.5rem" radius="0.5rem" />
            <Skeleton height="2.5rem" radius="0.5rem" />
          </LoadingRegion>
        }
      >
        <WaitingZones />
      </Suspense>
    </div>
  );
}

/** Query.account is nullable, but an account that cannot be read comes as an error, which the route's error view shows. */
function WaitingZones() {
  const { t } = useTranslation();
  const { account } = usePreloadedQuery<OrderPlayerPageQuery>(query, useLoaderData<PreloadedQuery<OrderPlayerPageQuery>>());
  if (!account) return null;
  const zones = account.soundZones.edges.map((edge) => edge.node);
  return (
    <section aria-labelledby="order-player-zones">
      <h2 id="order-player-zones">{t('orderPlayer.zonesTitle')}</h2>
      {zones.length === 0 ? (
        <p>{t('orderPlayer.noZones')}</p>
      ) : (
        <>
          <p>{t('orderPlayer.zonesCount', { count: account.soundZones.total })}</p>
          <ul className="order-player__zones">
            {zones.map((zone) => (
              <li key={zone.id}>
                <h3>{t('orderPlayer.zone', { zone: zone.name, location: zone.location.name })}</h3>
                <ul className="order-player__pair-links">
                  {PLAYER_KINDS.map((kind) => (
                    <li key={kind}>
                      <Link href={accountPath(account.id, `/zones/${encodeURIComponent(zone.id)}/player/pair/${kind}`)} aria-label={t('orderPlayer.pairWith', { zone: zone.name, kind: t(`pairing.player.${kind}`) })}>
                        {t(`orderPlayer.kinds.${kind}.name`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link href={accountPath(account.id, '/zones')}>{t('orderPlayer.toZones')}</Link>
    </section>
  );
}
