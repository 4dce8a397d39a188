// The signed-in session's surveys and promos (navigation.md 4): once the flags are resolved, it reads
// what the user already did with each (their key-value entries) and asks the prompt queue for the rest,
// each survey after its delay; the host shows what the queue lets through.
import { useContext, useEffect } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { SignedInPromptsQuery as SignedInPromptsQueryType } from '../../__generated__/SignedInPromptsQuery.graphql';
import { desktopBridge } from '../../app/desktopBridge';
import { reportError } from '../../errors/report';
import { FlagsContext } from '../../layout/flags';
import { selectPrompts } from '../../domain/engagement/promptSelection';
import type { PromoName } from '../../domain/engagement/promos';
import { PromptHost } from './PromptHost';
import { prompts as appPrompts } from './promptStore';
import type { PromptStore } from './promptStore';

const SignedInPromptsQuery = graphql`
  query SignedInPromptsQuery {
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
  }
`;

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
    // The install-app promo is for the web app only (navigation.md 2.17).
    const promosForAudience: PromoName[] = desktopBridge() ? [] : ['install-app'];
    fetchQuery<SignedInPromptsQueryType>(environment, SignedInPromptsQuery, {}, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        if (cancelled || !data?.me?.id) return;
        const selected = selectPrompts({ viewerId: data.me.id, flags: (name) => flags.get(name), keyValues: (data.me.keyValues ?? []).map(({ key, value, expiresAt }) => ({ key, value, expiresAt: expiresAt ?? null })), now: new Date(), promosForAudience });
        for (const prompt of selected) {
          if (prompt.kind === 'promo') store.request({ id: prompt.id, type: 'promo', priority: prompt.priority, content: { kind: 'promo', promo: prompt.promo } });
          else timers.push(setTimeout(() => store.request({ id: prompt.id, type: 'survey', priority: prompt.survey.priority, content: { kind: 'survey', survey: prompt.survey } }), prompt.delay));
        }
      })
      .catch((error: unknown) => reportError(error));
    return () => {
      cancelled = true;
      timers.forEach(clearTimeout);
    };
  }, [environment, flags, store]);
  return <PromptHost accountId={accountId} store={store} />;
}
