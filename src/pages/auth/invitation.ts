// What an invitation page offers (navigation.md 2.2 /invitation): a signed-in user accepts as themself;
// someone signed out either signs in (a user with the invited address exists) or becomes a new user. An
// invitation past its expiry can no longer be accepted. Pure: the page passes in what it knows.
import * as z from 'zod/mini';
import { toDate } from '../../domain/zoneStatus';
import { messages, requiredString } from '../../domain/validation';
import type { Invitation } from '../../rest/people';

export type InvitationStep = 'expired' | 'acceptAsSignedIn' | 'signInToAccept' | 'createUserToAccept';

export function invitationStep(invitation: Pick<Invitation, 'user_exists' | 'expires_at'>, context: { isLoggedIn: boolean; now: Date }): InvitationStep {
  const expiresAt = toDate(invitation.expires_at);
  if (expiresAt && expiresAt <= context.now) return 'expired';
  if (context.isLoggedIn) return 'acceptAsSignedIn';
  return invitation.user_exists ? 'signInToAccept' : 'createUserToAccept';
}

/** The token in a pasted invitation link ('…/invitation/{token}?…'), or the pasted text itself. */
export function invitationTokenOf(text: string): string {
  const trimmed = text.trim();
  const match = /\/invitation\/([^/?#\s]+)/.exec(trimmed);
  if (match) {
    try {
      return decodeURIComponent(match[1]!);
    } catch {
      return '';
    }
  }
  return /^[^/?#\s]+$/.test(trimmed) ? trimmed : '';
}

/** /invitation/ without a token asks for the link from the invitation mail. */
export const invitationLinkSchema = z.object({
  link: z.pipe(z.pipe(requiredString, z.transform(invitationTokenOf)), z.string().check(z.minLength(1, messages.invalid))),
});
export type InvitationLinkValues = z.input<typeof invitationLinkSchema>;
