// What a vendor pair page shows once the pairing is done: that it is, the way on in the product, the way
// back to the vendor's app (the stored redirect, when it still passes) and, for the speaker vendor on a
// tier it does not play on, the upgrade notification.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { PairingDone_account$key } from '../../__generated__/PairingDone_account.graphql';
import { returnLinkOf } from '../../domain/vendors';
import type { Vendor } from '../../domain/vendors';
import { FormMessage } from '../../ui/formFields';
import { Link } from '../../ui/Link';
import { SpeakerUpgradeNotice } from './SpeakerUpgradeNotice';
import { readPairing } from './vendorPaths';

export interface PairingDoneProps {
  vendor: Vendor;
  message: string;
  next: { href: string; label: string };
  account: PairingDone_account$key;
}

export function PairingDone({ vendor, message, next, account: accountKey }: PairingDoneProps) {
  const { t } = useTranslation();
  const account = useFragment(
    graphql`
      fragment PairingDone_account on Account {
        ...SpeakerUpgradeNotice_account
      }
    `,
    accountKey,
  );
  const pairing = readPairing();
  const back = pairing?.vendor === vendor ? returnLinkOf(vendor, pairing.search.redirect, pairing.search.stream) : null;
  return (
    <>
      <FormMessage tone="success">{message}</FormMessage>
      <SpeakerUpgradeNotice vendor={vendor} account={account} />
      {back && 'error' in back && <FormMessage tone="error">{back.error}</FormMessage>}
      <p>
        <Link href={next.href}>{next.label}</Link>
      </p>
      {back && 'href' in back && (
        <p>
          <Link href={back.href}>{t('vendors.pairZone.backToApp', { vendor: t(`vendors.name.${vendor}`) })}</Link>
        </p>
      )}
    </>
  );
}
