// What the messaging pages load (navigation.md 2.4): the route table's loaders call these with the
// messaging calls of the router context. The answer is not awaited: the page shows placeholders until it
// comes, and a new search starts a new one. Loaded with the first messaging page.
import type { LoaderFunctionArgs } from 'react-router';
import { defaultVoice } from '../../domain/messaging';
import type { Voice } from '../../domain/messaging';
import { createMessagingApi } from '../../rest/messaging';
import type { Campaign, Message, MessagingApi, MessagingListQuery, MessagingZone } from '../../rest/messaging';
import type { RouterContext } from '../../routing/context';
import { messagingListSearch, parseSearch } from '../../routing/searchParams';
import type { MessagingRoute } from './messagingRoutes';

/** navigation.md 9: the messaging lists' search waits for typing to pause this long. */
export const MESSAGING_SEARCH_DEBOUNCE_MS = 250;

/** The REST list's query for a page's search (navigation.md 5): invalid values are dropped, sort defaults to date. */
export function listQueryOf(search: URLSearchParams): MessagingListQuery {
  const { q, sort, asc } = parseSearch(messagingListSearch, search);
  return { sort, ...(q?.trim() ? { q } : {}), ...(asc !== undefined ? { asc } : {}) };
}

/** Swallowed here so that an unobserved failure is not reported twice: the page shows it. */
function started<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

export interface MessagingBase {
  api: MessagingApi;
  accountId: string;
}

export interface MessageListData extends MessagingBase {
  messages: Promise<Message[]>;
}

export interface CampaignListData extends MessagingBase {
  campaigns: Promise<Campaign[]>;
}

export interface MessageData extends MessagingBase {
  /** null on the create page. */
  message: Promise<Message | null>;
  /** A new message's voice until the user picks one: that of the account's country. */
  defaultVoice: Voice;
}

export interface CampaignFormChoices {
  campaign: Campaign | null;
  messages: Message[];
  zones: MessagingZone[];
}

export interface CampaignData extends MessagingBase {
  /** The campaign (null on the create page) with the messages and zones it may name. */
  choices: Promise<CampaignFormChoices>;
}

export const loadMessageList = (api: MessagingApi, accountId: string, search: URLSearchParams): MessageListData => ({ api, accountId, messages: started(api.listMessages(accountId, listQueryOf(search))) });

export const loadCampaignList = (api: MessagingApi, accountId: string, search: URLSearchParams): CampaignListData => ({
  api,
  accountId,
  campaigns: started(api.listCampaigns(accountId, listQueryOf(search))),
});

export const loadMessage = (api: MessagingApi, accountId: string, messageId: string | null, country: string): MessageData => ({
  api,
  accountId,
  message: started(messageId ? api.getMessage(messageId) : Promise.resolve(null)),
  defaultVoice: defaultVoice(country),
});

export function loadCampaign(api: MessagingApi, accountId: string, campaignId: string | null): CampaignData {
  const choices = Promise.all([campaignId ? api.getCampaign(campaignId) : null, api.listMessages(accountId, { sort: 'alphabetical', asc: true }), api.listZones(accountId)]).then(
    ([campaign, messages, zones]) => ({ campaign, messages, zones }),
  );
  return { api, accountId, choices: started(choices) };
}

export type MessagingContext = Pick<RouterContext, 'restApi' | 'accountFacts'>;

const apiOf = (context: MessagingContext) => context.restApi(createMessagingApi);

async function messageLoader(context: MessagingContext, accountId: string, messageId: string | null): Promise<MessageData> {
  return loadMessage(apiOf(context), accountId, messageId, (await context.accountFacts(accountId)).country);
}

/** The route table's loaders (src/routes.tsx), by route: each reads its params and search, then starts its load. */
export const messagingRouteLoaders: Record<MessagingRoute, (context: MessagingContext, args: LoaderFunctionArgs) => Promise<unknown>> = {
  campaigns: async (context, { params, request }) => loadCampaignList(apiOf(context), params.accountId ?? '', new URL(request.url).searchParams),
  'campaigns/create': async (context, { params }) => loadCampaign(apiOf(context), params.accountId ?? '', null),
  'campaigns/:id': async (context, { params }) => loadCampaign(apiOf(context), params.accountId ?? '', params.id ?? ''),
  messages: async (context, { params, request }) => loadMessageList(apiOf(context), params.accountId ?? '', new URL(request.url).searchParams),
  'messages/create': async (context, { params }) => messageLoader(context, params.accountId ?? '', null),
  'messages/:id': async (context, { params }) => messageLoader(context, params.accountId ?? '', params.id ?? ''),
};
