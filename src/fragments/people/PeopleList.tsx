// A list of people with access to an account: members with their role and where they have access, and
// pending invitations (core.md 3 'Membership (ACL) and invitee'). The account's users settings and a
// location's users render it; each page adds its own actions to a row.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { graphql, useFragment } from 'react-relay';
import type { PeopleList_roles$key } from '../../__generated__/PeopleList_roles.graphql';
import { roleOf } from '../../domain/members';
import type { MemberRoles } from '../../domain/members';
import peopleTexts from '../../i18n/en/people.json';
import { registerTexts } from '../../i18n/i18n';
import './PeopleList.css';

registerTexts(peopleTexts);

/** The label key of a member's role: their strongest flag, else a location user or a member of the whole account. */
export function roleKey(roles: MemberRoles, limited: boolean): string {
  const role = roleOf(roles);
  return `people.role.${role === 'user' ? (limited ? 'locationUser' : 'member') : role}`;
}

const rolesFragment = graphql`
  fragment PeopleList_roles on MembershipRoles {
    owner
    admin
    finance
    contact
  }
`;

const initial = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

export function PeopleList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className="people-list" aria-label={label}>
      {children}
    </ul>
  );
}

export interface PersonRowProps {
  /** A member's name, or the address an invitation went to. */
  name: string;
  /** A member's e-mail address, or when the invitation was sent. */
  detail: string;
  roles: PeopleList_roles$key;
  /** Names of the locations the person is limited to; empty for the whole account. */
  locations: readonly string[];
  /** An invitation not accepted yet. */
  pending?: boolean;
  /** Also show where the person has access (the whole account or which locations). */
  showAccess?: boolean;
  actions?: ReactNode;
}

export function PersonRow({ name, detail, roles: rolesKey, locations, pending = false, showAccess = false, actions }: PersonRowProps) {
  const { t } = useTranslation();
  const { owner, admin, finance, contact } = useFragment(rolesFragment, rolesKey);
  return (
    <li className="people-list__person">
      <span className={`people-list__avatar${pending ? ' people-list__avatar--pending' : ''}`} aria-hidden="true">
        {pending ? '@' : initial(name)}
      </span>
      <span className="people-list__who">
        <span className="people-list__name">{name}</span>
        <span className="people-list__detail">{detail}</span>
        {showAccess && (
          <span className="people-list__detail">{locations.length ? t('people.access.locations', { locations: locations.join(', ') }) : t('people.access.account')}</span>
        )}
      </span>
      <span className="people-list__role">{t(roleKey({ owner, admin, finance, contact }, locations.length > 0))}</span>
      {actions && <span className="people-list__actions">{actions}</span>}
    </li>
  );
}

export interface InvitationRowProps {
  id: string;
  email: string;
  /** When it was sent (ISO 8601). */
  invitedAt: string;
  roles: PeopleList_roles$key;
  locations: readonly string[];
  showAccess?: boolean;
  /** Offered with USER_DELETE: withdraws the invitation (after a confirmation). */
  onRevoke?: (target: { aclId: string; name: string; pending: true }) => unknown;
}

/** A pending invitation: the address, when it was sent, the role it grants and a way to withdraw it. */
export function InvitationRow({ id, email, invitedAt, roles, locations, showAccess, onRevoke }: InvitationRowProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language === 'svdev' ? 'sv' : 'en', { dateStyle: 'medium' }).format(new Date(invitedAt));
  return (
    <PersonRow
      pending
      name={email}
      detail={t('people.invitedAt', { date })}
      roles={roles}
      locations={locations}
      showAccess={showAccess}
      actions={
        onRevoke && (
          <Button variant="quiet" aria-label={t('people.users.revokeOf', { email })} onPress={() => void onRevoke({ aclId: id, name: email, pending: true })}>
            {t('people.users.revoke')}
          </Button>
        )
      }
    />
  );
}
