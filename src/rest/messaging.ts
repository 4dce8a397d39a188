// The REST calls of the messaging pages (schema/rest.openapi.yaml: messages and campaigns; navigation.md
// 2.4), behind one interface so that the pages are tested without a network. The route table's loaders
// build it over the app's REST clients through the router context (context.restApi), with the first
// messaging page. Every call rejects with an AppError.
import { restCall } from '../errors/restCall';
import type { components } from './__generated__/rest';
import type { RestClients } from './clients';

type Schemas = components['schemas'];
export type Message = Schemas['Message'];
export type MessageCreate = Schemas['MessageCreate'];
export type MessageUpdate = Schemas['MessageUpdate'];
export type Campaign = Schemas['Campaign'];
export type CampaignCreate = Schemas['CampaignCreate'];
export type CampaignUpdate = Schemas['CampaignUpdate'];

/** The zones a campaign may play in: the account's active zones, by name and location. */
export interface MessagingZone {
  id: string;
  name: string;
  locationName: string;
}

/** A list's search as the REST lists take it (navigation.md 5). */
export interface MessagingListQuery {
  q?: string;
  sort: 'date' | 'updated' | 'alphabetical' | 'status';
  asc?: boolean;
}

export interface MessagingApi {
  listMessages(accountId: string, query: MessagingListQuery): Promise<Message[]>;
  getMessage(messageId: string): Promise<Message>;
  /** 400 with per-field messages for a bad name or text. */
  createMessage(accountId: string, message: MessageCreate): Promise<Message>;
  updateMessage(messageId: string, changes: MessageUpdate): Promise<Message>;
  /** 409 while a scheduled or active campaign plays it. */
  deleteMessage(messageId: string): Promise<void>;
  listCampaigns(accountId: string, query: MessagingListQuery): Promise<Campaign[]>;
  getCampaign(campaignId: string): Promise<Campaign>;
  createCampaign(accountId: string, campaign: CampaignCreate): Promise<Campaign>;
  /** 409 for an ended campaign. */
  updateCampaign(campaignId: string, changes: CampaignUpdate): Promise<Campaign>;
  deleteCampaign(campaignId: string): Promise<void>;
  listZones(accountId: string): Promise<MessagingZone[]>;
  /** Where the browser plays a message's speech: an <audio> element sends no headers, so the user's token rides in the query (getMessageAudio). */
  audioSrc(message: Message): string | null;
}

export function createMessagingApi(rest: Pick<RestClients, 'api'>, session: { getSnapshot(): { token?: string } }): MessagingApi {
  const { api } = rest;
  const account = (accountId: string) => ({ path: { accountId } });
  const message = (messageId: string) => ({ params: { path: { messageId } } });
  const campaign = (campaignId: string) => ({ params: { path: { campaignId } } });
  return {
    listMessages: (accountId, query) => restCall(api.GET('/api/accounts/{accountId}/messages', { params: { ...account(accountId), query } })),
    getMessage: (messageId) => restCall(api.GET('/api/messages/{messageId}', message(messageId))),
    createMessage: (accountId, body) => restCall(api.POST('/api/accounts/{accountId}/messages', { params: account(accountId), body }), { expected: ['badRequest'] }),
    updateMessage: (messageId, body) => restCall(api.PUT('/api/messages/{messageId}', { ...message(messageId), body }), { expected: ['badRequest'] }),
    async deleteMessage(messageId) {
      await restCall(api.DELETE('/api/messages/{messageId}', message(messageId)), { expected: ['client'] });
    },
    listCampaigns: (accountId, query) => restCall(api.GET('/api/accounts/{accountId}/campaigns', { params: { ...account(accountId), query } })),
    getCampaign: (campaignId) => restCall(api.GET('/api/campaigns/{campaignId}', campaign(campaignId))),
    createCampaign: (accountId, body) => restCall(api.POST('/api/accounts/{accountId}/campaigns', { params: account(accountId), body }), { expected: ['badRequest'] }),
    updateCampaign: (campaignId, body) => restCall(api.PUT('/api/campaigns/{campaignId}', { ...campaign(campaignId), body }), { expected: ['badRequest', 'client'] }),
    async deleteCampaign(campaignId) {
      await restCall(api.DELETE('/api/campaigns/{campaignId}', campaign(campaignId)));
    },
    async listZones(accountId) {
      const zones = await restCall(api.GET('/api/accounts/{accountId}/sound_zones', { params: account(accountId) }));
      return zones.map((zone) => ({ id: zone.id, name: zone.name, locationName: zone.location_name }));
    },
    audioSrc(record) {
      const current = session.getSnapshot().token;
      if (!record.audio_url || !current) return null;
      return `${record.audio_url}${record.audio_url.includes('?') ? '&' : '?'}${new URLSearchParams({ token: current }).toString()}`;
    },
  };
}
