// /accounts/{accountId}/messaging/campaigns (navigation.md 2.4, 5): the account's campaigns, searched by
// name, sorted and ordered as the URL says; each shows its status, days and zones and opens its page.
import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { Campaign } from '../../rest/messaging';
import { Link } from '../../ui/Link';
import type { CampaignListData } from './messagingLoaders';
import { EmptyList, ListControls, MessagingHeader, MessagingSkeleton, useDayText } from './messagingParts';
import { campaignPath } from './messagingPaths';

export function CampaignListPage() {
  const { t } = useTranslation();
  const { accountId, campaigns } = useLoaderData<CampaignListData>();
  return (
    <div className="messaging-page">
      <MessagingHeader accountId={accountId} section="campaigns" />
      <ListControls section="campaigns" />
      <Suspense fallback={<MessagingSkeleton label={t('messaging.campaigns.loading')} />}>
        <CampaignList accountId={accountId} campaigns={campaigns} />
      </Suspense>
    </div>
  );
}

function CampaignList({ accountId, campaigns: loading }: { accountId: string; campaigns: Promise<Campaign[]> }) {
  const { t } = useTranslation();
  const dayText = useDayText();
  const campaigns = use(loading);
  if (campaigns.length === 0) return <EmptyList section="campaigns" />;
  return (
    <ul className="messaging-list" aria-label={t('messaging.campaigns.list')}>
      {campaigns.map((campaign) => (
        <li key={campaign.id} className="messaging-list__item">
          <div>
            <Link href={campaignPath(accountId, campaign.id)} className="messaging-list__name">
              {campaign.name}
            </Link>
            <div className="messaging-list__details">
              {campaign.end_date ? t('messaging.campaigns.fromTo', { start: dayText(campaign.start_date), end: dayText(campaign.end_date) }) : t('messaging.campaigns.from', { start: dayText(campaign.start_date) })}
              {' · '}
              {t('messaging.campaigns.every', { minutes: campaign.interval_minutes })}
              {' · '}
              {t('messaging.campaigns.zones', { count: campaign.sound_zones.length })}
            </div>
          </div>
          <span className="messaging-status" data-status={campaign.status}>
            {t(`messaging.status.${campaign.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
