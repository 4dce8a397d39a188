// /accounts/{accountId}/settings/users/invite (navigation.md 2.4; needs user.create, the route's guard):
// invite someone by e-mail (core.md 5 'ACL': pending_email required and a valid e-mail) with their roles,
// to the whole account or as a location user limited to chosen locations. The server sends the invitation
// mail; sent, the users list opens with the invitation among the pending ones.
import { Suspense, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import type { InviteUserPageQuery } from '../../../__generated__/InviteUserPageQuery.graphql';
import { useToasts } from '../../../app/toasts/useToasts';
import { accountInviteSchema, locationsOf, rolesOf } from '../../../domain/members';
import type { AccountInviteValues } from '../../../domain/members';
import { withFormFieldNames } from '../../../fragments/people/membershipErrors';
import peopleTexts from '../../../i18n/en/people.json';
import { registerTexts } from '../../../i18n/i18n';
import { accountPath } from '../../../routing/paths';
import { Button } from '../../../ui/Button';
import { FormMessage, FormTextField } from '../../../ui/formFields';
import { showSubmitError } from '../../../ui/formErrors';
import { useZodForm } from '../../../ui/forms';
import { Link } from '../../../ui/Link';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { useAuthScreens } from '../../auth/authScreens';
import { MemberRoleFields } from './MemberRoleFields';
import './usersPages.css';

registerTexts(peopleTexts);

const query = graphql`
  query InviteUserPageQuery($accountId: ID!, $locations: Int!) @preloadable {
    account(id: $accountId) {
      id
      businessName
      locations(first: $locations) {
        edges {
          node {
            id
            name
            deactivated
          }
        }
      }
    }
  }
`;

export function InviteUserPage() {
  const { t } = useTranslation();
  return (
    <div className="users-page users-invite">
      <h1>{t('people.invite.title')}</h1>
      <Suspense
        fallback={
          <LoadingRegion label={t('people.invite.loading')}>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} width="100%" height="48px" radius="var(--radius)" />
            ))}
          </LoadingRegion>
        }
      >
        <InviteForm />
      </Suspense>
    </div>
  );
}

function InviteForm() {
  const { t } = useTranslation();
  const { account } = usePreloadedQuery<InviteUserPageQuery>(query, useLoaderData<PreloadedQuery<InviteUserPageQuery>>());
  const { api } = useAuthScreens();
  const navigate = useNavigate();
  const toasts = useToasts();
  const form = useZodForm<AccountInviteValues>(accountInviteSchema, { email: '', owner: false, admin: false, finance: false, contact: false, access: 'account', locationIds: [] });
  const [formError, setFormError] = useState<string>();
  if (!account) return null;
  const usersPath = accountPath(account.id, '/settings/users');
  const locations = account.locations.edges.filter(({ node }) => !node.deactivated).map(({ node: { id, name } }) => ({ id, name }));

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await api.inviteUser(account.id, { pending_email: values.email, ...rolesOf(values), locations: locationsOf(values) });
    } catch (error) {
      setFormError(showSubmitError(form, withFormFieldNames(error), t));
      return;
    }
    toasts.show({ type: 'success', message: t('people.invite.sent', { email: values.email }) });
    void navigate(usersPath);
  });

  return (
    <section className="users-card" aria-labelledby="users-invite-intro">
      <p id="users-invite-intro" className="users-page__intro">
        {t('people.invite.intro', { account: account.businessName })}
      </p>
      <Form validationBehavior="aria" onSubmit={(event) => void onSubmit(event)} aria-label={t('people.invite.title')}>
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <FormTextField control={form.control} name="email" type="email" label={t('people.invite.email')} autoComplete="off" />
        <MemberRoleFields control={form.control} locations={locations} idPrefix="invite" />
        <div className="form-actions form-actions--end">
          <Link className="button" data-variant="secondary" href={usersPath}>
            {t('people.invite.cancel')}
          </Link>
          <Button type="submit" variant="primary" isPending={form.formState.isSubmitting}>
            {t('people.invite.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
