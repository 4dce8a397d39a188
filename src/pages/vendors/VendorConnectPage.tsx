// The vendor connect page (navigation.md 2.12): /connect/{vendor}/, /connect/{vendor}/{pairingCode} and the
// speaker household's /sonos/connect/v2/{householdId}. It shows the free trial's length and the tier-3
// monthly price and asks whether the visitor is a new user (create-account: onboarding as the pairing
// guide, then /signup) or an existing one (login: the pairing path, which asks for the login). When
// pricing fails to load it goes straight to the pairing path; a user logged in with an account never
// sees it (the route's guard). A link the vendor cannot have meant (an unknown appId, a bad redirect)
// says why and goes no further.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useLoad } from '../../app/useLoad';
import { formatMoney } from '../../domain/billing/money';
import { SPEAKER_VENDOR, connectLinkError, connectOffer, connectPageOutcome } from '../../domain/vendors';
import type { Vendor } from '../../domain/vendors';
import vendorTexts from '../../i18n/en/vendors.json';
import { registerTexts } from '../../i18n/i18n';
import { HOME_PATH, SIGNUP_PATH } from '../../routing/paths';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { useAuthScreens } from '../auth/authScreens';
import { pairPathOf, parseConnectSearch, saveOnboardingOverrides, savePairing } from './vendorPaths';
import '../zones/pair/PairPlayerPage.css';
import './VendorPages.css';

registerTexts(vendorTexts);

export function VendorConnectPage() {
  const { t } = useTranslation();
  const params = useParams();
  const { search } = useLocation();
  const vendor = (params.householdId !== undefined ? SPEAKER_VENDOR : params.vendor) as Vendor;
  const connect = parseConnectSearch(search);
  const linkError = connectLinkError(vendor, connect);
  const headingId = useId();
  const title = params.householdId !== undefined ? t('vendors.connect.householdTitle') : t('vendors.connect.title', { vendor: t(`vendors.name.${vendor}`) });

  return (
    <section className="pair-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {linkError ? (
        <div className="pair-page__card">
          <FormMessage tone="error">
            {t('vendors.connect.cannotConnect')}: {linkError}
          </FormMessage>
          <Link href={HOME_PATH}>{t('vendors.connect.home')}</Link>
        </div>
      ) : (
        <ConnectOffer pairPath={pairPathOf(params, search)} pairing={{ vendor, pairingCode: params.pairingCode, householdId: params.householdId, search: connect }} />
      )}
    </section>
  );
}

interface ConnectOfferProps {
  pairPath: string;
  pairing: Parameters<typeof savePairing>[0];
}

function ConnectOffer({ pairPath, pairing }: ConnectOfferProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signup } = useAuthScreens();
  const [pricing] = useLoad('connect-offer', async () => signup.pricing(await signup.country()));
  const outcome = connectPageOutcome({ loggedInWithAccount: false, pricing: pricing.status });

  if (outcome === 'pair') {
    savePairing(pairing);
    return <Navigate to={pairPath} replace />;
  }
  const offer = pricing.status === 'loaded' ? connectOffer(pricing.data.price_list) : null;
  const price = offer && formatMoney(offer.amount, offer.currency);
  return (
    <div className="pair-page__card">
      <p>{t('vendors.connect.intro')}</p>
      {outcome === 'loading' ? (
        <LoadingRegion label={t('vendors.connect.loadingOffer')}>
          <Skeleton width="70%" height="1.25em" />
        </LoadingRegion>
      ) : (
        offer && <p className="vendor-connect__offer">{offer.trialDays > 0 ? t('vendors.connect.offer', { count: offer.trialDays, price }) : t('vendors.connect.offerNoTrial', { price })}</p>
      )}
      <div className="vendor-connect__choices">
        <div>
          <Button
            variant="primary"
            onPress={() => {
              savePairing(pairing);
              saveOnboardingOverrides();
              void navigate(SIGNUP_PATH);
            }}
          >
            {t('vendors.connect.newUser')}
          </Button>
          <p className="pair-page__expiry">{t('vendors.connect.newUserHint')}</p>
        </div>
        <div>
          <Button
            onPress={() => {
              savePairing(pairing);
              void navigate(pairPath);
            }}
          >
            {t('vendors.connect.existingUser')}
          </Button>
          <p className="pair-page__expiry">{t('vendors.connect.existingUserHint')}</p>
        </div>
      </div>
    </div>
  );
}
