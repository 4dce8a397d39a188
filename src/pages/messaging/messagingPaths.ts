// The messaging pages' paths and route names (navigation.md 2.4), small enough for the route table to import.
import { accountPath } from '../../routing/paths';

export const messagingPath = (accountId: string, rest = '') => accountPath(accountId, `/messaging${rest}`);
export const campaignsPath = (accountId: string) => messagingPath(accountId, '/campaigns');
export const messagesPath = (accountId: string) => messagingPath(accountId, '/messages');
export const campaignPath = (accountId: string, campaignId: string) => messagingPath(accountId, `/campaigns/${encodeURIComponent(campaignId)}`);
export const messagePath = (accountId: string, messageId: string) => messagingPath(accountId, `/messages/${encodeURIComponent(messageId)}`);

/** The messaging routes, by the loader each has, and the page each shows (src/routes.tsx). */
export const MESSAGING_PAGES = {
  campaigns: 'CampaignListPage',
  campaignCreate: 'CampaignPage',
  campaign: 'CampaignPage',
  messages: 'MessageListPage',
  messageCreate: 'MessagePage',
  message: 'MessagePage',
} as const;
export type MessagingRouteName = keyof typeof MESSAGING_PAGES;
