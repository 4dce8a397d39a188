// POST /api/tickets (createScoreTicket): the score survey page's follow-up ticket (navigation.md 2.18, 3,
// 5, 7, 9). The user's token travels in the body, as the page sends it; the ticket is kept for support
// only when the token is a user's, the user may see the account, the score is one of the survey's tags
// and the e-mail to follow up with is the user's own. The account's name, type and country come from
// the account itself when the page did not know them.
import { randomInt } from 'node:crypto';
import { SCORE_SURVEY_VARIANTS, SCORE_TICKET_SUBJECT, scoreTags } from '../../src/domain/engagement/scoreSurvey';
import type { ScoreSurveyVariant } from '../../src/domain/engagement/scoreSurvey';
import { membershipOf } from '../access/accountAccess';
import { compactTimestamp } from '../accounts/model';
import { viewerOfToken } from '../auth/viewer';
import { supportTickets } from '../db/schema';
import { badRequest, invalidToken } from '../errors';
import { defineHandlers } from '../rest/handlers';

/** The survey a ticket's tags name: [nps, no_csat] or [csat, no_csat]; null for anything else. */
export function ticketVariant(tags: readonly string[] | undefined): ScoreSurveyVariant | null {
  const entries = Object.entries(SCORE_SURVEY_VARIANTS) as [ScoreSurveyVariant, (typeof SCORE_SURVEY_VARIANTS)[ScoreSurveyVariant]][];
  return entries.find(([, variant]) => tags !== undefined && tags.length === variant.tags.length && variant.tags.every((tag, index) => tags[index] === tag))?.[0] ?? null;
}

export const ticketHandlers = defineHandlers({
  async createScoreTicket({ body }, context) {
    const { token, ticket } = body;
    const viewer = await viewerOfToken(context, token);
    if (viewer.kind !== 'user') throw invalidToken('Not a user token');
    const scope = { viewer, loaders: context.loaders };
    const account = await context.loaders.account.load(ticket.account_id);
    // The contract answers no 403 or 404 here: an account the user may not see is a bad account id.
    if (!account || !(await membershipOf(scope, ticket.account_id))) throw badRequest({ account_id: 'Not an account of yours' });
    const user = await context.loaders.user.load(viewer.userId);
    if (!user) throw invalidToken('Invalid token');

    const variant = ticketVariant(ticket.tags);
    if (!variant) throw badRequest({ tags: 'Tags must be [nps, no_csat] or [csat, no_csat]' });
    if (!scoreTags(variant).includes(ticket.score)) throw badRequest({ score: `Not a ${variant} score` });
    if (ticket.subject !== SCORE_TICKET_SUBJECT) throw badRequest({ subject: `The subject is '${SCORE_TICKET_SUBJECT}'` });
    if (ticket.email.toLowerCase() !== user.email.toLowerCase()) throw badRequest({ email: 'Follow-ups go to your own e-mail address' });
    const comment = ticket.comment.trim();
    if (!comment) throw badRequest({ comment: 'Required' }, 'Required');

    const createdAt = context.now();
    const id = `T-${randomInt(100_000, 1_000_000_000)}`;
    await context.db.insert(supportTickets).values({
      id,
      userId: user.id,
      accountId: account.id,
      score: ticket.score,
      businessType: ticket.business_type ?? account.businessType,
      accountName: ticket.account_name ?? account.businessName,
      country: ticket.country ?? account.isoCountry,
      email: user.email,
      subject: ticket.subject,
      comment,
      priority: ticket.priority ?? 'low',
      tags: [...ticket.tags!],
      createdAt,
    });
    return { status: 201, body: { id, created_at: compactTimestamp(createdAt) } };
  },
});
