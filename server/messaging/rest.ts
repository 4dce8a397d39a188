// The messaging REST operations (schema/rest.openapi.yaml, tag api: messages and campaigns) and a
// message's speech as media (getMessageAudio), for the players of its zones and its account's users.
import type { components } from '../../src/rest/__generated__/rest';
import { messageAudioPath } from '../../src/domain/messaging';
import { compactTimestamp } from '../accounts/model';
import { membershipOf } from '../access/accountAccess';
import { serveFile, authorizeStream, notModified } from '../audio/rest';
import { viewerOfToken } from '../auth/viewer';
import type { RequestContext } from '../context';
import { notFound, unauthorized } from '../errors';
import { defineHandlers } from '../rest/handlers';
import {
  createCampaign,
  createMessage,
  deleteCampaign,
  deleteMessage,
  listCampaigns,
  listMessages,
  messageAudio,
  requireCampaign,
  requireMessage,
  statusOf,
  updateCampaign,
  updateMessage,
} from './model';
import type { CampaignRow, MessageRow } from './model';
import { messages } from '../db/schema';
import { eq } from 'drizzle-orm';

type Schemas = components['schemas'];

/** A message's audio changes with its text at the same URL: browsers keep it but ask each time (304 while it is the same). */
const REVALIDATED = 'private, no-cache';

export const messageRecord = (message: MessageRow): Schemas['Message'] => ({
  id: message.id,
  account: message.accountId,
  name: message.name,
  type: message.type as Schemas['Message']['type'],
  text: message.text,
  asset: null,
  voice: message.voice as Schemas['Message']['voice'],
  audio_url: messageAudioPath(message.id),
  duration_ms: message.durationMs,
  created_at: compactTimestamp(message.createdAt),
  updated_at: compactTimestamp(message.updatedAt),
});

const campaignRecord = (campaign: CampaignRow, at: Date): Schemas['Campaign'] => ({
  id: campaign.id,
  account: campaign.accountId,
  name: campaign.name,
  messages: campaign.messageIds,
  sound_zones: campaign.soundZoneIds,
  start_date: campaign.startDate,
  end_date: campaign.endDate,
  days: campaign.days as Schemas['Campaign']['days'],
  interval_minutes: campaign.intervalMinutes,
  status: statusOf(campaign, at),
  created_at: compactTimestamp(campaign.createdAt),
  updated_at: compactTimestamp(campaign.updatedAt),
});

/** A player of one of the message's account's zones, or a user with access to the account; 401 without a token, 404 for anyone else. */
async function authorizeMessageAudio(context: RequestContext, message: MessageRow, token: string | undefined, authorization: string | undefined): Promise<void> {
  const presented = token ?? /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  if (!presented) throw unauthorized('A token is needed to play a message');
  const viewer = await viewerOfToken(context, presented, { playbackTokens: true });
  if (viewer.kind === 'user') {
    if (!(await membershipOf({ ...context, viewer }, message.accountId))) throw notFound('Message');
    return;
  }
  const grant = await authorizeStream(context, presented, undefined);
  const zone = await context.loaders.soundZone.load(grant.zoneId);
  if (zone?.accountId !== message.accountId) throw notFound('Message');
}

export const messagingHandlers = defineHandlers({
  listAccountMessages: async ({ params, query }, context) => ({ status: 200, body: (await listMessages(context, params.accountId, query)).map(messageRecord) }),

  createAccountMessage: async ({ params, body }, context) => ({ status: 201, body: messageRecord(await createMessage(context, params.accountId, body)) }),

  getMessage: async ({ params }, context) => ({ status: 200, body: messageRecord(await requireMessage(context, params.messageId)) }),

  updateMessage: async ({ params, body }, context) => ({ status: 200, body: messageRecord(await updateMessage(context, params.messageId, body)) }),

  deleteMessage: async ({ params }, context) => {
    await deleteMessage(context, params.messageId);
    return { status: 204 };
  },

  listAccountCampaigns: async ({ params, query }, context) => ({ status: 200, body: (await listCampaigns(context, params.accountId, query)).map((row) => campaignRecord(row, context.now())) }),

  createAccountCampaign: async ({ params, body }, context) => ({ status: 201, body: campaignRecord(await createCampaign(context, params.accountId, body), context.now()) }),

  getCampaign: async ({ params }, context) => ({ status: 200, body: campaignRecord((await requireCampaign(context, params.campaignId)).campaign, context.now()) }),

  updateCampaign: async ({ params, body }, context) => {
    const { status, ...fields } = body;
    const publish = status === undefined ? undefined : status === 'scheduled';
    return { status: 200, body: campaignRecord(await updateCampaign(context, params.campaignId, { ...fields, publish }), context.now()) };
  },

  deleteCampaign: async ({ params }, context) => {
    await deleteCampaign(context, params.campaignId);
    return { status: 204 };
  },

  async getMessageAudio(request, context) {
    const [message] = await context.db.select().from(messages).where(eq(messages.id, request.params.messageId));
    if (!message) throw notFound('Message');
    await authorizeMessageAudio(context, message, request.query.token, request.headers.authorization);
    const file = await messageAudio(context, message);
    return notModified(file, request.headers, REVALIDATED) ?? serveFile(file, request.headers, REVALIDATED);
  },
});
