// /sonos/pair/v2/{householdId} (navigation.md 2.5, core.md 4 'Speaker-system households', 7 sms): pairs the
// speaker vendor's household to a location of the current account, which first unpairs it from the
// location it played at. The page says where it plays now (the account's households; an error counts as
// none), and once paired leads to the location's zones, with the upgrade notification when the account's
// tier does not play on the speaker vendor's systems.
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { HouseholdPairPageQuery, HouseholdPairPageQuery$data } from '../../__generated__/HouseholdPairPageQuery.graphql';
import { useLoad } from '../../app/useLoad';
import { SPEAKER_VENDOR } from '../../domain/vendors';
import { localiseError } from '../../errors/localise';
import vendorTexts from '../../i18n/en/vendors.json';
import { registerTexts } from '../../i18n/i18n';
import { accountPath } from '../../routing/paths';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/choiceFields';
import { FormMessage } from '../../ui/formFields';
import { useHouseholdCalls } from './householdCalls';
import { PairingDone } from './PairingDone';
import { VendorPairSkeleton } from './VendorPairSkeleton';
import '../zones/pair/PairPlayerPage.css';
import './VendorPages.css';

registerTexts(vendorTexts);

const query = graphql`
  query HouseholdPairPageQuery($accountId: ID!) @preloadable {
    account(id: $accountId) {
      id
      ...PairingDone_account
      locations(first: 1000) {
        edges {
          node {
            id
            name
          }
        }
      }
    }
  }
`;

type Account = NonNullable<HouseholdPairPageQuery$data['account']>;

export function HouseholdPairPage() {
  return (
    <div className="pair-page">
      <Suspense fallback={<VendorPairSkeleton label="vendors.household.loading" />}>
        <HouseholdPair />
      </Suspense>
    </div>
  );
}

function HouseholdPair() {
  const { t } = useTranslation();
  const account = usePreloadedQuery<HouseholdPairPageQuery>(query, useLoaderData<PreloadedQuery<HouseholdPairPageQuery>>()).account;
  const headingId = useId();
  const locations = account?.locations.edges.map((edge) => edge.node) ?? [];
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t('vendors.household.title')}</h1>
      <div className="pair-page__card">{account && locations.length ? <PairHousehold account={account} /> : <p>{t('vendors.household.noLocations')}</p>}</div>
    </section>
  );
}

type PairState = { status: 'idle' } | { status: 'pairing' } | { status: 'paired'; locationId: string } | { status: 'failed'; reason: string };

function PairHousehold({ account }: { account: Account }) {
  const { t } = useTranslation();
  const { householdId = '' } = useParams();
  const calls = useHouseholdCalls();
  const locations = account.locations.edges.map((edge) => edge.node);
  const [households] = useLoad(`households:${account.id}`, () => calls.households(account.id));
  const currentLocationId = households.status === 'loaded' ? (households.data.find((household) => household.id === householdId)?.location ?? null) : null;
  const [chosen, setChosen] = useState<string | null>(null);
  const locationId = chosen ?? currentLocationId ?? locations[0]!.id;
  const [state, setState] = useState<PairState>({ status: 'idle' });
  const nameOf = (id: string | null) => locations.find((location) => location.id === id)?.name;

  if (state.status === 'paired') {
    return (
      <PairingDone
        vendor={SPEAKER_VENDOR}
        message={t('vendors.household.paired', { location: nameOf(state.locationId) })}
        next={{ href: accountPath(account.id, `/zones/location/${encodeURIComponent(state.locationId)}`), label: t('vendors.household.toLocation') }}
        account={account}
      />
    );
  }

  const pair = async () => {
    setState({ status: 'pairing' });
    try {
      await calls.pairHousehold(householdId, locationId);
      setState({ status: 'paired', locationId });
    } catch (error) {
      setState({ status: 'failed', reason: localiseError(t, error) });
    }
  };

  const current = nameOf(currentLocationId);
  return (
    <>
      <p>{t('vendors.household.intro')}</p>
      {current && <p>{t('vendors.household.current', { location: current })}</p>}
      <SelectField label={t('vendors.household.location')} choices={locations.map((location) => ({ value: location.id, label: location.name }))} value={locationId} onChange={setChosen} />
      {state.status === 'failed' && <FormMessage tone="error">{t('vendors.household.failed', { reason: state.reason })}</FormMessage>}
      <div>
        <Button variant="primary" isPending={state.status === 'pairing'} onPress={() => void pair()}>
          {t('vendors.household.pair')}
        </Button>
      </div>
    </>
  );
}
