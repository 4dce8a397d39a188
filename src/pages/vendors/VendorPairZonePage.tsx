// /connect/{vendor}/{pairingCode}/pair/{zoneId} (navigation.md 2.5, 2.12): pairs the vendor's player, which
// showed the pairing code, to the zone (POST /sound_zones/{zone}/device, as the hardware pair page does, with
// the device class the vendor's player registers as). A failure says why and lets the user try again or
// choose another zone.
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { VendorPairZonePageQuery, VendorPairZonePageQuery$data } from '../../__generated__/VendorPairZonePageQuery.graphql';
import { VENDOR_DEVICES, vendorPairPath } from '../../domain/vendors';
import type { Vendor } from '../../domain/vendors';
import { localiseError } from '../../errors/localise';
import vendorTexts from '../../i18n/en/vendors.json';
import { registerTexts } from '../../i18n/i18n';
import { zonePath } from '../../routing/paths';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';
import { usePairingCalls } from '../zones/pair/pairingCalls';
import { PairingDone } from './PairingDone';
import { VendorPairSkeleton } from './VendorPairSkeleton';
import '../zones/pair/PairPlayerPage.css';
import './VendorPages.css';

registerTexts(vendorTexts);

const query = graphql`
  query VendorPairZonePageQuery($zoneId: ID!) @preloadable {
    soundZone(id: $zoneId) {
      id
      name
      permissions
      account {
        id
        ...PairingDone_account
      }
    }
  }
`;

type Zone = NonNullable<VendorPairZonePageQuery$data['soundZone']>;

export function VendorPairZonePage() {
  return (
    <div className="pair-page">
      <Suspense fallback={<VendorPairSkeleton label="vendors.pairZone.loading" />}>
        <VendorPairZone />
      </Suspense>
    </div>
  );
}

function VendorPairZone() {
  const { t } = useTranslation();
  const zone = usePreloadedQuery<VendorPairZonePageQuery>(query, useLoaderData<PreloadedQuery<VendorPairZonePageQuery>>()).soundZone;
  return zone ? <PairZone zone={zone} /> : <p>{t('vendors.pairZone.notFound')}</p>;
}

type PairState = { status: 'idle' } | { status: 'pairing' } | { status: 'paired' } | { status: 'failed'; reason: string };

function PairZone({ zone }: { zone: Zone }) {
  const { t } = useTranslation();
  const params = useParams();
  const vendor = params.vendor as Vendor;
  const pairingCode = params.pairingCode ?? '';
  const calls = usePairingCalls();
  const [state, setState] = useState<PairState>({ status: 'idle' });
  const headingId = useId();
  const vendorName = t(`vendors.name.${vendor}`);

  const pair = async () => {
    setState({ status: 'pairing' });
    try {
      await calls.pairHardware(zone.id, pairingCode, VENDOR_DEVICES[vendor]);
      setState({ status: 'paired' });
    } catch (error) {
      setState({ status: 'failed', reason: localiseError(t, error) });
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t('vendors.pairZone.title', { vendor: vendorName, zone: zone.name })}</h1>
      <div className="pair-page__card">
        {state.status === 'paired' ? (
          <PairingDone
            vendor={vendor}
            message={t('vendors.pairZone.paired', { vendor: vendorName, zone: zone.name })}
            next={{ href: zonePath(zone.account.id, zone.id), label: t('vendors.pairZone.toZone') }}
            account={zone.account}
          />
        ) : !zone.permissions.includes('PAIR') ? (
          <p>{t('vendors.pairZone.notAllowed')}</p>
        ) : (
          <>
            <p>{t('vendors.pairZone.body', { vendor: vendorName, code: pairingCode, zone: zone.name })}</p>
            {state.status === 'failed' && <FormMessage tone="error">{t('vendors.pairZone.failed', { reason: state.reason })}</FormMessage>}
            <div>
              <Button variant="primary" isPending={state.status === 'pairing'} onPress={() => void pair()}>
                {state.status === 'pairing' ? t('vendors.pairZone.pairing') : t('vendors.pairZone.pair')}
              </Button>
            </div>
          </>
        )}
      </div>
      {state.status !== 'paired' && (
        <p>
          <Link href={vendorPairPath(vendor, pairingCode)}>{t('vendors.pairZone.otherZone')}</Link>
        </p>
      )}
    </section>
  );
}
