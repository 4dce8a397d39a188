// Every REST handler, by operationId, from the area that owns it.
import type { RestHandlers } from './handlers';
import { accountsHandlers } from '../accounts/handlers';
import { mediaHandlers } from '../media/rest';
import { audioHandlers } from '../audio/rest';
import { authHandlers } from '../people/auth';
import { invitationHandlers } from '../people/invitations';
import { membershipHandlers } from '../people/memberships';
import { samlHandlers } from '../people/saml';
import { socialHandlers } from '../people/social';
import { mailStandInHandlers } from '../people/standIns/mail';
import { oauthStandInHandlers } from '../people/standIns/oauth';
import { samlStandInHandlers } from '../people/standIns/samlIdp';
import { userHandlers } from '../people/users';
import { spotifyStandInHandlers } from '../spotify/standIn';
import { premisesHandlers } from '../premises/rest';
import { scheduleHandlers } from '../schedules/rest';
import { searchHandlers } from '../music/searchRest';
import { platformHandlers } from './platform';
import { billingPaymentsHandlers } from '../billing/paymentsRest';
import { billingGroupHandlers } from '../billing/groupsRest';
import { pricingHandlers } from '../billing/pricingRest';
import { ticketHandlers } from '../engagement/tickets';
import { referralHandlers } from '../signup/referralsRest';
import { messagingHandlers } from '../messaging/rest';
import { zonePresetHandlers } from '../accounts/zonePresets';
import { accountLogoHandlers } from '../accounts/logo';

export const restHandlers: RestHandlers = {
  ...platformHandlers,
  // People: sign-in and sessions, SSO and SAML, users, memberships and invitations.
  ...authHandlers,
  ...socialHandlers,
  ...samlHandlers,
  ...userHandlers,
  ...membershipHandlers,
  ...invitationHandlers,
  ...accountsHandlers,
  ...premisesHandlers,
  ...scheduleHandlers,
  ...audioHandlers,
  ...searchHandlers,
  ...billingPaymentsHandlers,
  ...billingGroupHandlers,
  // Billing: pricing, plans and the account subscription.
  ...pricingHandlers,
  // Engagement: the score survey's follow-up tickets.
  ...ticketHandlers,
  // Signup: the referral landing's lookup and a distributor's referrals.
  ...referralHandlers,
  // In-store messaging: messages, campaigns and a message's speech.
  ...messagingHandlers,
  // Stand-ins of third-party services, in the shape of the real ones, so that nothing leaves the machine.
  ...oauthStandInHandlers,
  ...samlStandInHandlers,
  ...mailStandInHandlers,
  ...spotifyStandInHandlers,
  ...mediaHandlers,
  // Account settings: zone presets and the company logo.
  ...zonePresetHandlers,
  ...accountLogoHandlers,
};
