// The create pages' queries as their routes' loaders start them (core.md 2 'Create'): what the hub
// needs to know of the account to show its cards, the assistant's tracks for the prompt in the URL, and
// the library's playlists a station can grow from. Nothing of Relay here, so the route table stays out of
// Relay's chunk.
import type { AiPromptPageQuery } from '../../__generated__/AiPromptPageQuery.graphql';
import type { CreateHubPageQuery } from '../../__generated__/CreateHubPageQuery.graphql';
import type { StationFromPlaylistPageQuery } from '../../__generated__/StationFromPlaylistPageQuery.graphql';
import aiPromptPageQueryParameters from '../../__generated__/AiPromptPageQuery$parameters';
import createHubPageQueryParameters from '../../__generated__/CreateHubPageQuery$parameters';
import stationFromPlaylistPageQueryParameters from '../../__generated__/StationFromPlaylistPageQuery$parameters';
import type { QueryPreload } from '../../routing/context';
import * as z from 'zod/mini';
import { parseSearch, textList, textWithDefault } from '../../routing/searchParams';

/** /create/ai-playlist and /create/ai-station: the prompt, empty by default (core.md 2 'Create'). */
export const createPromptSearch = z.object({ prompt: textWithDefault('') });

/** /create/station/from-tags: the chosen tag slugs, none by default. */
export const stationTagsSearch = z.object({ tags: textList() });

/** Library playlists offered as a station's seed: one page of the fetch-all size (core.md 9). */
export const SEED_PLAYLIST_CHOICES = 100;

export const CREATE_PATH = '/create';

export function createHubPreload(accountId: string | null): QueryPreload<CreateHubPageQuery> {
  return { key: 'CreateHubPage', query: () => import('../../__generated__/CreateHubPageQuery.graphql'), parameters: createHubPageQueryParameters, variables: { accountId: accountId ?? '', hasAccount: !!accountId }, fetchPolicy: 'store-and-network' };
}

/** The prompt of the URL, for the selected account; the assistant is asked only when there is a prompt. */
export function aiPromptPreload(params: URLSearchParams, accountId: string | null): QueryPreload<AiPromptPageQuery> {
  const { prompt } = parseSearch(createPromptSearch, params);
  return {
    key: 'AiPromptPage',
    query: () => import('../../__generated__/AiPromptPageQuery.graphql'),
    parameters: aiPromptPageQueryParameters,
    variables: { prompt: prompt.trim(), hasPrompt: prompt.trim() !== '', account: accountId },
    fetchPolicy: 'store-or-network',
  };
}

export function stationFromPlaylistPreload(accountId: string | null): QueryPreload<StationFromPlaylistPageQuery> {
  return {
    key: 'StationFromPlaylistPage',
    query: () => import('../../__generated__/StationFromPlaylistPageQuery.graphql'),
    parameters: stationFromPlaylistPageQueryParameters,
    variables: { owner: accountId ?? '', first: SEED_PLAYLIST_CHOICES },
    fetchPolicy: 'store-and-network',
  };
}

export const aiPromptPath = (kind: 'playlist' | 'station', prompt: string) => `${CREATE_PATH}/ai-${kind}?${new URLSearchParams({ prompt }).toString()}`;
