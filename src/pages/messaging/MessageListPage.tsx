// /accounts/{accountId}/messaging/messages (navigation.md 2.4, 5): the account's messages, searched by
// name, sorted and ordered as the URL says; each shows its kind, voice and length and opens its page.
import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { Message } from '../../rest/messaging';
import { Link } from '../../ui/Link';
import type { MessageListData } from './messagingLoaders';
import { EmptyList, ListControls, MessagingHeader, MessagingSkeleton } from './messagingParts';
import { messagePath } from './messagingPaths';

export function MessageListPage() {
  const { t } = useTranslation();
  const { accountId, messages } = useLoaderData<MessageListData>();
  return (
    <div className="messaging-page">
      <MessagingHeader accountId={accountId} section="messages" />
      <ListControls section="messages" />
      <Suspense fallback={<MessagingSkeleton label={t('messaging.messages.loading')} />}>
        <MessageList accountId={accountId} messages={messages} />
      </Suspense>
    </div>
  );
}

function MessageList({ accountId, messages: loading }: { accountId: string; messages: Promise<Message[]> }) {
  const { t } = useTranslation();
  const messages = use(loading);
  if (messages.length === 0) return <EmptyList section="messages" />;
  return (
    <ul className="messaging-list" aria-label={t('messaging.messages.list')}>
      {messages.map((message) => (
        <li key={message.id} className="messaging-list__item">
          <div>
            <Link href={messagePath(accountId, message.id)} className="messaging-list__name">
              {message.name}
            </Link>
            <div className="messaging-list__details">
              {t(`messaging.types.${message.type}`)}
              {' · '}
              {t(`messaging.voices.${message.voice}`)}
              {' · '}
              {t('messaging.messages.seconds', { count: Math.round(message.duration_ms / 1000) })}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
