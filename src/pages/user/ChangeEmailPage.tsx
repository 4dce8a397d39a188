// /user/change-email (navigation.md 2.2): a new e-mail address, confirmed with the current password (a
// 401 is a wrong password, shown on that field). The server sends a verification link to the new address
// and a notice to the old one, and the page says so.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { ChangeEmailPage_user$key } from '../../__generated__/ChangeEmailPage_user.graphql';
import userTexts from '../../i18n/en/user.json';
import { registerTexts } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { useZodForm } from '../../ui/forms';
import { useAuthScreens } from '../auth/authScreens';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { errorMessage, withStatus } from '../../errors/errorMessage';
import { showSubmitError } from '../../ui/formErrors';
import { changeEmailSchema } from './schemas';
import { UserDialog, useCloseUserDialog } from './UserDialog';
import { useUserOutlet } from './userOutlet';
import { storeUserRecord } from './userRecord';

registerTexts(userTexts);

const fragment = graphql`
  fragment ChangeEmailPage_user on User {
    id
    email
  }
`;

type Outcome = { changed: true; from: string; to: string } | { changed: false; to: string };

export function ChangeEmailPage() {
  const { t } = useTranslation();
  const user = useFragment<ChangeEmailPage_user$key>(fragment, useUserOutlet().user);
  const { api } = useAuthScreens();
  const environment = useRelayEnvironment();
  const close = useCloseUserDialog();
  const form = useZodForm(changeEmailSchema, { email: '', password: '' });
  const [formError, setFormError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const from = user.email;
    try {
      const updated = await api.changeEmail(user.id, values);
      const changed = updated.email.toLowerCase() !== from.toLowerCase();
      storeUserRecord(environment, updated, changed ? { emailVerified: false } : {});
      setOutcome(changed ? { changed, from, to: updated.email } : { changed, to: updated.email });
    } catch (error) {
      const refusal = withStatus(error, 401) ? 'password' : withStatus(error, 409) ? 'email' : undefined;
      if (refusal) form.setError(refusal, { type: 'server', message: errorMessage(error, t) }, { shouldFocus: true });
      else setFormError(showSubmitError(form, error, t));
    }
  });

  if (outcome) {
    return (
      <UserDialog title={t('changeEmail.title')}>
        <FormMessage tone={outcome.changed ? 'success' : 'info'}>
          {outcome.changed ? t('changeEmail.changed', { email: outcome.to, oldEmail: outcome.from }) : t('changeEmail.unchanged', { email: outcome.to })}
        </FormMessage>
        <div className="form-actions form-actions--end">
          <Button variant="primary" onPress={close}>
            {t('changeEmail.done')}
          </Button>
        </div>
      </UserDialog>
    );
  }

  return (
    <UserDialog title={t('changeEmail.title')}>
      <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-label={t('changeEmail.title')}>
        <p>{t('changeEmail.intro', { email: user.email })}</p>
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <FormTextField control={form.control} name="email" type="email" label={t('changeEmail.email')} autoComplete="email" />
        <FormTextField control={form.control} name="password" type="password" label={t('changeEmail.password')} autoComplete="current-password" />
        <div className="form-actions form-actions--end">
          <Button onPress={close}>{t('changeEmail.cancel')}</Button>
          <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
            {t('changeEmail.submit')}
          </Button>
        </div>
      </Form>
    </UserDialog>
  );
}
