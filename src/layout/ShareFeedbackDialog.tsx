import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { useLocation } from 'react-router';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import * as z from 'zod/mini';
import { openModal } from '../app/modals/modalStore';
import type { ModalContentProps } from '../app/modals/modalStore';
import { useToasts } from '../app/toasts/useToasts';
import { messages, requiredString } from '../domain/validation';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { RelayEnvironments } from '../relay/RelayEnvironments';
import { useZodForm } from '../ui/forms';
import { characterCounterVisible } from '../ui/characterCounter';
import { commitShareFeedback, shareFeedbackInput } from './ShareFeedbackMutation';
import '../ui/Field.css';
import './ShareFeedbackDialog.css';

/** Share feedback: not empty, 10 to 300 characters; the input stops at 300 (navigation.md 5). */
export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 300;

export const ShareFeedbackSchema = z.object({
  feedback: requiredString.check(z.minLength(FEEDBACK_MIN_LENGTH, messages.minLength(FEEDBACK_MIN_LENGTH)), z.maxLength(FEEDBACK_MAX_LENGTH, messages.maxLength(FEEDBACK_MAX_LENGTH))),
});
type ShareFeedbackValues = z.infer<typeof ShareFeedbackSchema>;

const FORM_ID = 'share-feedback-form';

function ShareFeedbackForm({ close }: ModalContentProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const toasts = useToasts();
  const { pathname } = useLocation();
  const form = useZodForm(ShareFeedbackSchema, { feedback: '' });
  const { field, fieldState } = useController({ control: form.control, name: 'feedback' });
  const [failed, setFailed] = useState(false);

  const submit = form.handleSubmit(async ({ feedback }: ShareFeedbackValues) => {
    setFailed(false);
    try {
      await commitShareFeedback(environment, shareFeedbackInput({ feedback, routePath: pathname, client: 'business' }, crypto.randomUUID(), new Date()));
    } catch {
      setFailed(true);
      return;
    }
    toasts.show({ type: 'success', message: t('feedback.confirmation') });
    close();
  });

  const length = field.value.length;
  return (
    <Dialog
      title={t('layout.shareFeedback.title')}
      actions={
        <>
          <Button onPress={close}>{t('modals.cancel')}</Button>
          <Button variant="primary" type="submit" form={FORM_ID} isDisabled={form.formState.isSubmitting}>
            {t('layout.shareFeedback.send')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        <TextField className="field" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={FEEDBACK_MAX_LENGTH} isInvalid={!!fieldState.error}>
          <Label className="field__label">{t('layout.shareFeedback.label')}</Label>
          <TextArea ref={field.ref} className="field__input share-feedback__input" rows={5} />
          {characterCounterVisible(length, FEEDBACK_MAX_LENGTH) && (
            <Text slot="description" className="field__counter" aria-live="polite">
              {length}/{FEEDBACK_MAX_LENGTH}
            </Text>
          )}
          <FieldError className="field__error">{fieldState.error?.message}</FieldError>
        </TextField>
        {failed && (
          <p className="field__error" role="alert">
            {t('errors.unknown')}
          </p>
        )}
      </form>
    </Dialog>
  );
}

/** Opened through the modal host, outside the layout's Relay regions: it brings the app's environments along. */
export function ShareFeedbackDialog(props: ModalContentProps) {
  return (
    <RelayEnvironments>
      <ShareFeedbackForm {...props} />
    </RelayEnvironments>
  );
}

export function openShareFeedback(): string {
  return openModal(ShareFeedbackDialog, {});
}
