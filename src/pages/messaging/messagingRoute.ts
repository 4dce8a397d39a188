// The messaging routes' way in from the route table (src/routes.tsx): a module of its own, so that the
// table, which every page's first load carries, holds neither the pages' chunks nor the list of what they
// import; loaded, it asks for all of those at once.
import type { MessagingRoute } from './messagingRoutes';
import type { MessagingContext } from './messagingLoaders';

export async function messagingRoute(path: MessagingRoute, context: MessagingContext) {
  return (await import('./messagingPages')).messagingRoute(path, context);
}
