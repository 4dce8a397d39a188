// The REST calls of the auth and user pages (schema/rest.openapi.yaml, tags api and auth), behind one
// interface so that pages are tested without a network and the app wires them to its REST clients.
// Every call rejects with an AppError.
import type { components } from './__generated__/rest';

type Schemas = components['schemas'];
export type UserRecord = Schemas['User'];
export type UserChanges = Schemas['UserUpdate'];
export type Invitation = Schemas['Invitation'];
export type IssuedSession = Schemas['LegacySession'];
export type AccountUserInvite = Schemas['AccountUserInvite'];
export type Acl = Schemas['Acl'];
export type AclUpdate = Schemas['AclUpdate'];
export type ColorMode = UserRecord['userColorModeSetting'];

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface PeopleApi {
  /** Sends a reset mail when a user has the address; succeeds either way (requestPasswordReset). */
  requestPasswordReset(email: string): Promise<void>;
  /** Commits a reset with the single-use token; 404 for an unknown, used or expired one (resetPassword). */
  resetPassword(token: string, password: string): Promise<void>;
  /** Verifies an address with the token from the verify_email mail; 404 when it is unusable (verifyUserEmail). */
  verifyEmail(token: string): Promise<UserRecord>;
  /** What an invitation link shows; 404 for an unknown, used or expired one (getInvitation). */
  getInvitation(token: string): Promise<Invitation>;
  /** Accepts as the signed-in user (no details) or as a new user (name and password) (acceptInvitation). */
  acceptInvitation(token: string, newUser?: { name: string; password: string }): Promise<IssuedSession>;
  updateUser(userId: string, changes: UserChanges): Promise<UserRecord>;
  /** Invites by e-mail with the given flags and locations (inviteUserToAccount); 409 when already a member or invited. */
  inviteUser(accountId: string, invite: AccountUserInvite): Promise<Acl>;
  /** Changes a member's or an invitation's flags and locations (updateAcl); 409 when the account would lose its last owner. */
  updateMembership(aclId: string, changes: AclUpdate): Promise<Acl>;
  /** Removes a member or withdraws an invitation (deleteAcl); 409 for the last owner. */
  removeMembership(aclId: string): Promise<void>;
  /** A wrong old password answers 401, which the caller handles: it does not end the session (core.md 8). */
  changePassword(userId: string, change: { old_password: string; password: string }): Promise<void>;
  /** Confirmed with the current password (401 when wrong); a verification mail goes to the new address. */
  changeEmail(userId: string, change: { email: string; password: string }): Promise<UserRecord>;
  /** Where the browser goes to sign in with a social provider; it comes back to callbackURL (startSocialLogin). */
  socialLoginUrl(provider: SocialProvider, callbackURL: string): string;
  /** Where the browser goes to sign in through an organisation's SAML IdP; it comes back to returnTo (startSamlLogin). */
  samlLoginUrl(slug: string, returnTo: string): string;
  /** Whether an organisation signs in with SAML: the auth service answers 404 for an unknown slug. */
  samlOrganisationExists(slug: string, returnTo: string): Promise<boolean>;
}
