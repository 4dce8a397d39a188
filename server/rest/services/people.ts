// People (issue 3): sign-in and sessions, SSO and SAML, users, memberships and invitations, the auth
// service's translations, long-running transactions and legal acceptance. The handlers live in
// server/people/, one module per subject.
import { defineHandlers } from '../handlers';
import { authHandlers } from '../../people/auth';
import { invitationHandlers } from '../../people/invitations';
import { membershipHandlers } from '../../people/memberships';
import { samlHandlers } from '../../people/saml';
import { socialHandlers } from '../../people/social';
import { userHandlers } from '../../people/users';

export const peopleHandlers = defineHandlers({
  ...authHandlers,
  ...socialHandlers,
  ...samlHandlers,
  ...userHandlers,
  ...membershipHandlers,
  ...invitationHandlers,
});
