// /user/change-password (navigation.md 2.2): the current password and a new one. A 401 here means the
// current password is wrong: this page shows it on that field, and it does not end the session (core.md
// 8 'Changing the password: a 401 is handled by the caller'). Other sessions of the user end on the
// server; this one carries on with the token the answer brings.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { ChangePasswordPage_user$key } from '../../__generated__/ChangePasswordPage_user.graphql';
import { useToasts } from '../../app/toasts/useToasts';
import userTexts from '../../i18n/en/user.json';
import { registerTexts } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { useZodForm } from '../../ui/forms';
import { useAuthScreens } from '../auth/authScreens';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { errorMessage, withStatus } from '../../errors/errorMessage';
import { showSubmitError } from '../../ui/formErrors';
import { changePasswordSchema } from './schemas';
import { UserDialog, useCloseUserDialog } from './UserDialog';
import { useUserOutlet } from './userOutlet';

registerTexts(userTexts);

const fragment = graphql`
  fragment ChangePasswordPage_user on User {
    id
  }
`;

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const user = useFragment<ChangePasswordPage_user$key>(fragment, useUserOutlet().user);
  const { api } = useAuthScreens();
  const toasts = useToasts();
  const close = useCloseUserDialog();
  const form = useZodForm(changePasswordSchema, { old_password: '', password: '' });
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await api.changePassword(user.id, values);
    } catch (error) {
      const wrongPassword = withStatus(error, 401);
      if (wrongPassword) form.setError('old_password', { type: 'server', message: errorMessage(wrongPassword, t) }, { shouldFocus: true });
      else setFormError(showSubmitError(form, error, t));
      return;
    }
    toasts.show({ type: 'success', message: t('changePassword.changed') });
    close();
  });

  return (
    <UserDialog title={t('changePassword.title')}>
      <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-label={t('changePassword.title')}>
        <p>{t('changePassword.intro')}</p>
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <FormTextField control={form.control} name="old_password" type="password" label={t('changePassword.current')} autoComplete="current-password" />
        <FormTextField control={form.control} name="password" type="password" label={t('changePassword.new')} description={t('changePassword.rule')} autoComplete="new-password" />
        <div className="form-actions form-actions--end">
          <Button onPress={close}>{t('changePassword.cancel')}</Button>
          <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
            {t('changePassword.submit')}
          </Button>
        </div>
      </Form>
    </UserDialog>
  );
}
