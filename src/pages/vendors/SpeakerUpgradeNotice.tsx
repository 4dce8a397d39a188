// The upgrade notification of pairing a zone-speaker brand (navigation.md 2.12, billing.md 2.7): shown on the
// vendor pair pages when the account's tier does not play on the speaker vendor's systems; Upgrade goes to
// the account's upgrade-plan page.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { SpeakerUpgradeNotice_account$key } from '../../__generated__/SpeakerUpgradeNotice_account.graphql';
import { speakerUpgradeNoticeShown } from '../../domain/vendors';
import type { Vendor } from '../../domain/vendors';
import { accountPath } from '../../routing/paths';
import { Link } from '../../ui/Link';

export function SpeakerUpgradeNotice({ vendor, account: accountKey }: { vendor: Vendor; account: SpeakerUpgradeNotice_account$key }) {
  const { t } = useTranslation();
  const account = useFragment(
    graphql`
      fragment SpeakerUpgradeNotice_account on Account {
        id
        tier
      }
    `,
    accountKey,
  );
  const headingId = useId();
  if (!speakerUpgradeNoticeShown(vendor, account.tier)) return null;
  return (
    <aside className="vendor-upgrade" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('vendors.upgrade.title')}</h2>
      <p>{t('vendors.upgrade.body')}</p>
      <Link href={accountPath(account.id, '/upgrade-plan')}>{t('vendors.upgrade.action')}</Link>
    </aside>
  );
}
