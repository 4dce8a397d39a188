// The vendor pair page (navigation.md 2.5, 2.12): /connect/{vendor}/{pairingCode}/pair lists the current
// account's zones, each leading to /connect/{vendor}/{pairingCode}/pair/{zoneId}, which pairs the vendor's
// player by its code; /connect/{vendor}/pair is the soft pair of the vendors that allow it (the route's
// guard sends the others home): the chosen zone shows a pairing code that the vendor's app enters, and the
// zone's realtime update tells when it did.
import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { VendorPairPageQuery, VendorPairPageQuery$data } from '../../__generated__/VendorPairPageQuery.graphql';
import { pairingMethodOf, vendorPairZonePath } from '../../domain/vendors';
import type { Vendor } from '../../domain/vendors';
import vendorTexts from '../../i18n/en/vendors.json';
import { registerTexts } from '../../i18n/i18n';
import { accountPath, zonePath } from '../../routing/paths';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { PairingCodePanel } from '../zones/pair/PairingCodePanel';
import { useZonePairingUpdates } from '../zones/pair/ZonePairingUpdateSubscription';
import { PairingDone } from './PairingDone';
import { VendorPairSkeleton } from './VendorPairSkeleton';
import '../zones/pair/PairPlayerPage.css';
import './VendorPages.css';

registerTexts(vendorTexts);

// The first 100 zones are listed to choose from; an account with more pairs the rest from a zone's own pair page.
const query = graphql`
  query VendorPairPageQuery($accountId: ID!) @preloadable {
    account(id: $accountId) {
      id
      ...PairingDone_account
      soundZones(first: 100) {
        edges {
          node {
            id
            name
            permissions
            location {
              name
            }
            device {
              id
              name
            }
          }
        }
      }
    }
  }
`;

type Account = NonNullable<VendorPairPageQuery$data['account']>;
type Zone = Account['soundZones']['edges'][number]['node'];

export function VendorPairPage() {
  return (
    <div className="pair-page">
      <Suspense fallback={<VendorPairSkeleton label="vendors.pair.loading" />}>
        <VendorPair />
      </Suspense>
    </div>
  );
}

function VendorPair() {
  const { t } = useTranslation();
  const params = useParams();
  const vendor = params.vendor as Vendor;
  const account = usePreloadedQuery<VendorPairPageQuery>(query, useLoaderData<PreloadedQuery<VendorPairPageQuery>>()).account;
  const method = pairingMethodOf(vendor, params.pairingCode);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const headingId = useId();
  const vendorName = t(`vendors.name.${vendor}`);
  const zones = account?.soundZones.edges.map((edge) => edge.node) ?? [];
  const soft = method.ok && method.method === 'soft';
  // Read from the query on every render, so the zone's realtime update shows the player that paired.
  const chosen = zones.find((zone) => zone.id === chosenId) ?? null;

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t('vendors.pair.title', { vendor: vendorName })}</h1>
      <div className="pair-page__card">
        {account && chosen ? (
          <SoftPair vendor={vendor} zone={chosen} account={account} onBack={() => setChosenId(null)} />
        ) : !account || zones.length === 0 ? (
          <>
            <p>{t('vendors.pair.noZones')}</p>
            {account && <Link href={accountPath(account.id, '/zones/create')}>{t('vendors.pair.createZone')}</Link>}
          </>
        ) : (
          <>
            <p>{soft ? t('vendors.pair.softIntro', { vendor: vendorName }) : t('vendors.pair.codeIntro', { vendor: vendorName })}</p>
            <ul className="vendor-pair__zones" aria-label={t('vendors.pair.zones')}>
              {zones.map((zone) => (
                <ZoneChoice key={zone.id} zone={zone} soft={soft} href={soft ? null : vendorPairZonePath(vendor, params.pairingCode ?? '', zone.id)} onChoose={() => setChosenId(zone.id)} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

function ZoneChoice({ zone, soft, href, onChoose }: { zone: Zone; soft: boolean; href: string | null; onChoose: () => void }) {
  const { t } = useTranslation();
  const location = zone.location.name;
  const allowed = zone.permissions.includes('PAIR');
  const facts = !allowed ? t('vendors.pair.notAllowed', { location }) : zone.device ? t('vendors.pair.alreadyPaired', { location, device: zone.device.name }) : t('vendors.pair.unpaired', { location });
  const label = t('vendors.pair.pairTo', { zone: zone.name });
  return (
    <li className="vendor-pair__zone">
      <div>
        <p className="vendor-pair__zone-name">{zone.name}</p>
        <p className="vendor-pair__zone-facts">{facts}</p>
      </div>
      {allowed &&
        (soft || !href ? (
          <Button onPress={onChoose}>{label}</Button>
        ) : (
          <Link href={href}>{label}</Link>
        ))}
    </li>
  );
}

function SoftPair({ vendor, zone, account, onBack }: { vendor: Vendor; zone: Zone; account: Account; onBack: () => void }) {
  const { t } = useTranslation();
  useZonePairingUpdates(zone.id);
  // A player paired after the zone was chosen is the one the vendor's app paired.
  const deviceAtChoice = useRef(zone.device?.id ?? null);
  const paired = zone.device && zone.device.id !== deviceAtChoice.current ? zone.device : null;
  const vendorName = t(`vendors.name.${vendor}`);
  if (paired) {
    return (
      <PairingDone
        vendor={vendor}
        message={t('vendors.pairZone.paired', { vendor: paired.name, zone: zone.name })}
        next={{ href: zonePath(account.id, zone.id), label: t('vendors.pairZone.toZone') }}
        account={account}
      />
    );
  }
  return (
    <>
      <h2>{t('vendors.pair.chosen', { zone: zone.name, vendor: vendorName })}</h2>
      <PairingCodePanel zoneId={zone.id} app="mobile" />
      <Button variant="quiet" onPress={onBack}>
        {t('vendors.pair.otherZone')}
      </Button>
    </>
  );
}
