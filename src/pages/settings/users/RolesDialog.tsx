// Changing a member's roles and access (PUT /api/acls/{id}, user.update): the four flags and the whole
// account or chosen locations. The account's last owner keeps the owner flag (the server answers 409 too).
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../app/toasts/useToasts';
import { locationsOf, memberRolesSchema, rolesOf } from '../../../domain/members';
import type { MemberRoles, MemberRolesValues } from '../../../domain/members';
import { withFormFieldNames } from '../../../fragments/people/membershipErrors';
import { Button } from '../../../ui/Button';
import { Dialog, ModalDialog } from '../../../ui/Dialog';
import { FormMessage } from '../../../ui/formFields';
import { showSubmitError } from '../../../ui/formErrors';
import { useZodForm } from '../../../ui/forms';
import { useAuthScreens } from '../../auth/authScreens';
import { MemberRoleFields } from './MemberRoleFields';
import type { LocationChoice } from './MemberRoleFields';

export interface RolesTarget {
  aclId: string;
  name: string;
  roles: MemberRoles;
  locationIds: readonly string[];
  lastOwner: boolean;
}

interface RolesDialogProps {
  target: RolesTarget;
  locations: readonly LocationChoice[];
  onClose: () => void;
  onSaved: () => unknown;
}

export function RolesDialog({ target, locations, onClose, onSaved }: RolesDialogProps) {
  const { t } = useTranslation();
  const { api } = useAuthScreens();
  const toasts = useToasts();
  const form = useZodForm<MemberRolesValues>(memberRolesSchema, {
    ...rolesOf(target.roles),
    access: target.locationIds.length ? 'locations' : 'account',
    locationIds: [...target.locationIds],
  });
  const [formError, setFormError] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await api.updateMembership(target.aclId, { ...rolesOf(values), locations: locationsOf(values) });
    } catch (error) {
      setFormError(showSubmitError(form, withFormFieldNames(error), t));
      return;
    }
    toasts.show({ type: 'success', message: t('people.rolesDialog.saved', { name: target.name }) });
    await onSaved();
    onClose();
  });

  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog title={t('people.rolesDialog.title', { name: target.name })}>
        <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-label={t('people.rolesDialog.title', { name: target.name })}>
          {formError && <FormMessage tone="error">{formError}</FormMessage>}
          <MemberRoleFields control={form.control} locations={locations} keepOwner={target.lastOwner} idPrefix="roles-dialog" />
          <div className="form-actions form-actions--end">
            <Button onPress={onClose}>{t('people.rolesDialog.cancel')}</Button>
            <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
              {t('people.rolesDialog.save')}
            </Button>
          </div>
        </Form>
      </Dialog>
    </ModalDialog>
  );
}
