// /zones/location/{locationId}/users/invite: invite someone to this location by e-mail, as a location user
// or its contact person (core.md 5 'ACL': pending_email required and a valid e-mail; src/domain/locations.ts
// for the roles). Needs USERS_WRITE (the route's guard). Sent, the users tab opens with the invitation.
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToasts } from '../../../app/toasts/useToasts';
import { LOCATION_ROLES, locationInviteSchema, locationRoleFlags } from '../../../domain/locations';
import type { LocationInviteValues } from '../../../domain/locations';
import { withFormFieldNames } from '../../../fragments/people/membershipErrors';
import { accountPath } from '../../../routing/paths';
import { Button } from '../../../ui/Button';
import { FormRadioGroup } from '../../../ui/choiceFields';
import { FormMessage, FormTextField } from '../../../ui/formFields';
import { showSubmitError } from '../../../ui/formErrors';
import { useZodForm } from '../../../ui/forms';
import { useAuthScreens } from '../../auth/authScreens';
import { useLocationOutlet } from './LocationPage';

export function LocationInvitePage() {
  const { t } = useTranslation();
  const { location } = useLocationOutlet();
  const { api } = useAuthScreens();
  const navigate = useNavigate();
  const toasts = useToasts();
  const form = useZodForm<LocationInviteValues>(locationInviteSchema, { email: '', role: 'user' });
  const [formError, setFormError] = useState<string>();
  const role = form.watch('role');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await api.inviteUser(location.account.id, { pending_email: values.email, ...locationRoleFlags(values.role), locations: [location.id] });
    } catch (error) {
      setFormError(showSubmitError(form, withFormFieldNames(error), t));
      return;
    }
    toasts.show({ type: 'success', message: t('locations.invite.sent', { email: values.email }) });
    void navigate(accountPath(location.account.id, `/zones/location/${encodeURIComponent(location.id)}/users`));
  });

  return (
    <section className="location-card location-invite" aria-labelledby="location-invite-title">
      <h2 id="location-invite-title" className="location-section__title">
        {t('locations.invite.title', { location: location.name })}
      </h2>
      <p className="location-section__intro">{t('locations.invite.intro')}</p>
      <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-labelledby="location-invite-title">
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <FormTextField control={form.control} name="email" type="email" label={t('locations.invite.email')} autoComplete="off" />
        <FormRadioGroup control={form.control} name="role" label={t('locations.invite.role')} choices={LOCATION_ROLES.map((value) => ({ value, label: t(`locations.users.role.${value}`) }))} />
        <p className="location-invite__help">{t(`locations.invite.roleHelp.${role}`)}</p>
        <div className="form-actions form-actions--end">
          <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
            {t('locations.invite.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
