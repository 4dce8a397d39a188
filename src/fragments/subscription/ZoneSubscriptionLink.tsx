// The zone page's subscription area (billing.md 2.3, 2.7): for a member who may change the zone's
// subscription, the way to its subscription page; a zone that may not play offers the action its state
// gives (Activate subscription or Resume) at once. The 'zone has no subscription' dialog leads to the
// zone's player page, where this shows.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { ZoneSubscriptionLink_soundZone$key } from '../../__generated__/ZoneSubscriptionLink_soundZone.graphql';
import { subscriptionAction } from '../../domain/zoneStatus';
import zonePageTexts from '../../i18n/en/zonePage.json';
import { registerTexts } from '../../i18n/i18n';
import { zonePath } from '../../routing/paths';
import { Link } from '../../ui/Link';
import './ZoneSubscriptionLink.css';

registerTexts(zonePageTexts);

const fragment = graphql`
  fragment ZoneSubscriptionLink_soundZone on SoundZone {
    id
    permissions
    subscription {
      state
      isActive
    }
  }
`;

export function ZoneSubscriptionLink({ accountId, soundZone }: { accountId: string; soundZone: ZoneSubscriptionLink_soundZone$key }) {
  const { t } = useTranslation();
  const zone = useFragment(fragment, soundZone);
  if (!zone.permissions.includes('SUBSCRIPTION_WRITE')) return null;
  const state = zone.subscription.state === '%future added value' ? 'INACTIVE' : zone.subscription.state;
  const action = subscriptionAction(state);
  if (!zone.subscription.isActive && action !== 'unsubscribe') {
    return (
      <Link className="button zone-subscription-link" data-variant="primary" href={zonePath(accountId, zone.id, `/subscription/${action}`)}>
        {t(action === 'activate' ? 'zonePage.subscription.activate' : 'zonePage.subscription.resume')}
      </Link>
    );
  }
  return (
    <Link className="zone-subscription-link" href={zonePath(accountId, zone.id, '/subscription')}>
      {t('zonePage.subscription.manage')}
    </Link>
  );
}
