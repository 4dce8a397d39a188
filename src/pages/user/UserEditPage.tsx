// /user/edit (navigation.md 2.2, core.md 3 'User'): name, first day of the week and colour theme.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { UserEditPage_user$key } from '../../__generated__/UserEditPage_user.graphql';
import { useToasts } from '../../app/toasts/useToasts';
import userTexts from '../../i18n/en/user.json';
import { registerTexts } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { useZodForm } from '../../ui/forms';
import { useAuthScreens } from '../auth/authScreens';
import { FormMessage, FormTextField } from '../../ui/formFields';
import { showSubmitError } from '../../ui/formErrors';
import { FormRadioGroup, FormSelect } from '../../ui/choiceFields';
import { WEEKDAYS_FROM_MONDAY, intlLocale, weekdayName } from './format';
import { COLOR_MODES, knownColorMode, userEditSchema } from './schemas';
import { UserDialog, useCloseUserDialog } from './UserDialog';
import { useUserOutlet } from './userOutlet';
import { storeUserRecord } from './userRecord';

registerTexts(userTexts);

const fragment = graphql`
  fragment UserEditPage_user on User {
    id
    name
    startOfWeek
    userColorModeSetting
  }
`;

export function UserEditPage() {
  const { t, i18n } = useTranslation();
  const user = useFragment<UserEditPage_user$key>(fragment, useUserOutlet().user);
  const { api } = useAuthScreens();
  const environment = useRelayEnvironment();
  const toasts = useToasts();
  const close = useCloseUserDialog();
  const form = useZodForm(userEditSchema, { name: user.name, start_of_week: user.startOfWeek, userColorModeSetting: knownColorMode(user.userColorModeSetting) });
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      storeUserRecord(environment, await api.updateUser(user.id, values));
    } catch (error) {
      setFormError(showSubmitError(form, error, t));
      return;
    }
    toasts.show({ type: 'success', message: t('userEdit.saved') });
    close();
  });

  const locale = intlLocale(i18n.language);
  return (
    <UserDialog title={t('userEdit.title')}>
      <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-label={t('userEdit.title')}>
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <FormTextField control={form.control} name="name" label={t('userEdit.name')} autoComplete="name" />
        <FormSelect control={form.control} name="start_of_week" label={t('userEdit.startOfWeek')} choices={WEEKDAYS_FROM_MONDAY.map((day) => ({ value: day, label: weekdayName(day, locale) }))} />
        <FormRadioGroup control={form.control} name="userColorModeSetting" label={t('userEdit.colorMode')} choices={COLOR_MODES.map((mode) => ({ value: mode, label: t(`userPage.colorMode.${mode}`) }))} />
        <div className="form-actions form-actions--end">
          <Button onPress={close}>{t('userEdit.cancel')}</Button>
          <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
            {t('userEdit.save')}
          </Button>
        </div>
      </Form>
    </UserDialog>
  );
}
