// The messaging pages and their route loaders, loaded as one chunk with the first of them (src/routes.tsx).
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { messagingRouteLoaders } from './messagingLoaders';
import type { MessagingContext } from './messagingLoaders';
import { CampaignListPage } from './CampaignListPage';
import { CampaignPage } from './CampaignPage';
import { MessageListPage } from './MessageListPage';
import { MessagePage } from './MessagePage';
import type { MessagingRoute } from './messagingRoutes';

export { CampaignListPage, CampaignPage, MessageListPage, MessagePage };

/** The page of each route: a campaign or a message is created on the page that opens one. */
const messagingRoutePages: Record<MessagingRoute, ComponentType> = {
  campaigns: CampaignListPage,
  'campaigns/create': CampaignPage,
  'campaigns/:id': CampaignPage,
  messages: MessageListPage,
  'messages/create': MessagePage,
  'messages/:id': MessagePage,
};

/** A route's loader and page, as the route table's lazy route takes them. */
export function messagingRoute(path: MessagingRoute, context: MessagingContext): { loader: LoaderFunction; Component: ComponentType } {
  return { loader: (args) => messagingRouteLoaders[path](context, args), Component: messagingRoutePages[path] };
}
