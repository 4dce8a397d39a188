// The messaging pages and their route loaders, loaded as one chunk with the first of them (src/routes.tsx).
export { CampaignListPage } from './CampaignListPage';
export { CampaignPage } from './CampaignPage';
export { MessageListPage } from './MessageListPage';
export { MessagePage } from './MessagePage';
export { messagingRouteLoaders } from './messagingLoaders';
