// The subscription area's pages and preloads, loaded as one module with the first of them (src/routes.tsx).
export { AddonActivatePage, AddonActivatedPage } from './AddonPages';
export { CheckoutPage } from './CheckoutPage';
export { PlanPage } from './PlanPage';
export { StreamingListPage } from './StreamingListPage';
export { SubscriptionSettingsPage } from './SubscriptionSettingsPage';
export { VoucherPage } from './VoucherPage';
export { ZoneSubscriptionPage } from './ZoneSubscriptionPage';
export { streamingListPreload, subscriptionAccountPreload, zoneSubscriptionPreload } from './subscriptionQueries';
