// /accounts/{accountId}/messaging/messages/create and /messages/{messageId} (navigation.md 2.4): a text
// message — its name, kind, voice and the text read out — created, changed or deleted. The server renders
// the speech; a saved message can be listened to as its zones hear it. A refusal keeps what was typed,
// each message on its field; a deletion the server refuses (a running campaign plays it) says why.
import { Suspense, use, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { toasts } from '../../app/toasts/toastStore';
import { MESSAGE_NAME_MAX, MESSAGE_TEXT_MAX, MESSAGE_TYPES, VOICES, messageFormSchema } from '../../domain/messaging';
import type { MessageFormValues, Voice } from '../../domain/messaging';
import type { Message, MessagingApi } from '../../rest/messaging';
import { Button } from '../../ui/Button';
import { FormSelect } from '../../ui/choiceFields';
import { showSubmitError } from '../../ui/formErrors';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { useZodForm } from '../../ui/forms';
import { Link } from '../../ui/Link';
import type { MessageData } from './messagingLoaders';
import { FormTextArea } from './messagingFields';
import { MessagingSkeleton, useConfirmedDelete } from './messagingParts';
import { messagePath, messagesPath } from './messagingPaths';

export function MessagePage() {
  const { t } = useTranslation();
  const data = useLoaderData<MessageData>();
  return (
    <div className="messaging-page messaging-page--narrow">
      <Link href={messagesPath(data.accountId)} className="messaging-back">
        {t('messaging.message.back')}
      </Link>
      <Suspense fallback={<MessagingSkeleton label={t('messaging.message.loading')} rows={5} />}>
        <LoadedMessage data={data} />
      </Suspense>
    </div>
  );
}

function LoadedMessage({ data }: { data: MessageData }) {
  const message = use(data.message);
  // A new form for another message (or after creating one), not the previous one's state.
  return <MessageForm key={message?.id ?? 'new'} api={data.api} accountId={data.accountId} initial={message} defaultVoice={data.defaultVoice} />;
}

const formValuesOf = (message: Message | null, voice: Voice): MessageFormValues => ({
  name: message?.name ?? '',
  type: message?.type ?? 'announcement',
  text: message?.text ?? '',
  voice: message?.voice ?? voice,
});

function MessageForm({ api, accountId, initial, defaultVoice }: { api: MessagingApi; accountId: string; initial: Message | null; defaultVoice: Voice }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [message, setMessage] = useState(initial);
  const form = useZodForm(messageFormSchema, formValuesOf(initial, defaultVoice));
  const [formError, setFormError] = useState<string>();
  const title = message?.name ?? t('messaging.message.createTitle');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const fields = { ...values, name: values.name.trim() };
    try {
      if (message) {
        setMessage(await api.updateMessage(message.id, fields));
        form.reset(values);
        toasts.show({ type: 'success', message: t('messaging.message.saved') });
      } else {
        const created = await api.createMessage(accountId, fields);
        toasts.show({ type: 'success', message: t('messaging.message.created') });
        await navigate(messagePath(accountId, created.id), { replace: true });
      }
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
    }
  });

  const { deleteError, requestDelete } = useConfirmedDelete({
    title: t('messaging.message.deleteTitle'),
    message: t('messaging.message.deleteMessage', { name: message?.name ?? '' }),
    remove: async () => {
      if (!message) return;
      await api.deleteMessage(message.id);
      toasts.show({ type: 'success', message: t('messaging.message.deleted') });
      await navigate(messagesPath(accountId));
    },
  });

  const types = MESSAGE_TYPES.map((value) => ({ value, label: t(`messaging.types.${value}`) }));
  const voices = VOICES.map((value) => ({ value, label: t(`messaging.voices.${value}`) }));
  return (
    <>
      <h1 id="message-title">{title}</h1>
      <Form className="messaging-form messaging-card" validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="message-title">
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <FormTextField control={form.control} name="name" label={t('messaging.message.name')} maxLength={MESSAGE_NAME_MAX} />
        <div className="messaging-form__row">
          <FormSelect control={form.control} name="type" label={t('messaging.message.type')} choices={types} />
          <FormSelect control={form.control} name="voice" label={t('messaging.message.voice')} choices={voices} />
        </div>
        <FormTextArea control={form.control} name="text" label={t('messaging.message.text')} description={t('messaging.message.textHelp')} maxLength={MESSAGE_TEXT_MAX} />
        {deleteError && <FormMessage tone="error">{deleteError}</FormMessage>}
        <div className="form-actions form-actions--end">
          {message && (
            <Button variant="danger" onPress={requestDelete}>
              {t('messaging.delete')}
            </Button>
          )}
          <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
            {message ? t('messaging.save') : t('messaging.message.create')}
          </Button>
        </div>
      </Form>
      {message && <MessagePreview api={api} message={message} />}
    </>
  );
}

/** The rendered speech of the saved message, as its zones play it. */
function MessagePreview({ api, message }: { api: MessagingApi; message: Message }) {
  const { t } = useTranslation();
  const src = api.audioSrc(message);
  if (!src) return null;
  return (
    <section className="messaging-card" aria-labelledby="message-preview">
      <h2 id="message-preview">{t('messaging.message.preview')}</h2>
      <p>{t('messaging.message.previewHelp', { seconds: Math.round(message.duration_ms / 1000) })}</p>
      <audio controls preload="none" src={src} aria-label={t('messaging.message.previewLabel', { name: message.name })} />
    </section>
  );
}
