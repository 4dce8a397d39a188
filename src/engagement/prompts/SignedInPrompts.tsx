// The signed-in session's surveys and promos (navigation.md 4): once the flags are resolved, it reads
// what the user already did with each (their key-value entries) and asks the prompt queue for the rest,
// each survey after its delay; the host shows what the queue lets through.
import { useContext, useEffect } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { SignedInPromptsQuery as SignedInPromptsQueryType } from '../../__generated__/SignedInPromptsQuery.graphql';
import { desktopBridge } from '../../app/desktopBridge';
import { AppError } from '../../errors/AppError';
import { reportError } from '../../errors/report';
import { FlagsContext } from '../../layout/flags';
import { selectPrompts } from '../../domain/engagement/promptSelection';
import { promoForAudience } from '../../domain/engagement/promos';
import type { PromoAudience, PromoName } from '../../domain/engagement/promos';
import { experimentVariation } from '../experiments';
import { PromptHost } from './PromptHost';
import { prompts as appPrompts } from './promptStore';
import type { PromptStore } from './promptStore';

const SignedInPromptsQuery = graphql`
  query SignedInPromptsQuery($accountId: ID!, $hasAccount: Boolean!) {
    me {
      ... on User {
        id
        keyValues(prefix: "user.") {
          key
          value
          expiresAt
        }
      }
    }
    account(id: $accountId) @include(if: $hasAccount) {
      permissions
      image {
        __typename
      }
      library {
        playlists: items(first: 6, query: { kinds: [PLAYLIST] }) {
          edges {
            __typename
          }
        }
        schedules: items(first: 1, query: { kinds: [SCHEDULE] }) {
          edges {
            __typename
          }
        }
      }
    }
  }
`;

type PromptFacts = NonNullable<SignedInPromptsQueryType['response']>;

/** The promos this user and account are for (navigation.md 2.17, 4, 6). */
export function promosForAudienceOf(data: PromptFacts, userId: string, desktop: boolean): PromoName[] {
  const { account } = data;
  const audience: PromoAudience = {
    desktop,
    canWriteSettings: account?.permissions.includes('SETTINGS_WRITE') ?? false,
    hasCompanyLogo: Boolean(account?.image),
    library: { playlists: account?.library.playlists.edges.length ?? 0, schedules: account?.library.schedules.edges.length ?? 0 },
    createScheduleVariation: experimentVariation('GE84', userId),
  };
  const names: PromoName[] = account ? ['company-logo', 'install-app', 'create-schedule'] : ['install-app'];
  return names.filter((name) => promoForAudience(name, audience));
}

export interface SignedInPromptsProps {
  accountId: string | null;
  store?: PromptStore;
}

export function SignedInPrompts({ accountId, store = appPrompts }: SignedInPromptsProps) {
  const environment = useRelayEnvironment();
  const flags = useContext(FlagsContext);
  useEffect(() => {
    // Until AllFlags answers every flag is its default, and the defaults enable no survey or promo.
    if (flags.size === 0) return;
    let cancelled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    fetchQuery<SignedInPromptsQueryType>(environment, SignedInPromptsQuery, { accountId: accountId ?? '', hasAccount: accountId !== null }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        if (cancelled || !data?.me?.id) return;
        const promosForAudience = promosForAudienceOf(data, data.me.id, Boolean(desktopBridge()));
        const selected = selectPrompts({ viewerId: data.me.id, flags: (name) => flags.get(name), keyValues: (data.me.keyValues ?? []).map(({ key, value, expiresAt }) => ({ key, value, expiresAt: expiresAt ?? null })), now: new Date(), promosForAudience });
        for (const prompt of selected) {
          if (prompt.kind === 'promo') store.request({ id: prompt.id, type: 'promo', priority: prompt.priority, content: { kind: 'promo', promo: prompt.promo } });
          else timers.push(setTimeout(() => store.request({ id: prompt.id, type: 'survey', priority: prompt.survey.priority, content: { kind: 'survey', survey: prompt.survey } }), prompt.delay));
        }
      })
      // Offline, the session simply goes without prompts: nothing is wrong that a report would help with.
      .catch((error: unknown) => {
        if (!(error instanceof AppError && error.kind === 'offline')) reportError(error);
      });
    return () => {
      cancelled = true;
      timers.forEach(clearTimeout);
    };
  }, [environment, flags, store, accountId]);
  return <PromptHost accountId={accountId} store={store} />;
}
