// The REST operations of billing's payments area (H3): the account's payment method, its cards and
// the provider's stored methods, zone subscriptions with their recurrences, and the payment provider's
// stand-in (/stand-in/psp), registered with one line in server/rest/services.ts.
import { paymentMethodHandlers } from './paymentMethods';
import { pspStandInHandlers } from './pspStandIn';
import { zoneSubscriptionHandlers } from './zoneSubscriptions';

export const billingPaymentsHandlers = { ...paymentMethodHandlers, ...zoneSubscriptionHandlers, ...pspStandInHandlers };
