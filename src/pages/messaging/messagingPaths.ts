// The messaging pages' paths (navigation.md 2.4), for their links and redirects.
import { accountPath } from '../../routing/paths';

export const messagingPath = (accountId: string, rest = '') => accountPath(accountId, `/messaging${rest}`);
export const campaignsPath = (accountId: string) => messagingPath(accountId, '/campaigns');
export const messagesPath = (accountId: string) => messagingPath(accountId, '/messages');
export const campaignPath = (accountId: string, campaignId: string) => messagingPath(accountId, `/campaigns/${encodeURIComponent(campaignId)}`);
export const messagePath = (accountId: string, messageId: string) => messagingPath(accountId, `/messages/${encodeURIComponent(messageId)}`);
