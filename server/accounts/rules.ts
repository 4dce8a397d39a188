// Who may do what with an account, as named rules over the viewer's membership (core.md 6,
// navigation.md 6). Every account operation names the rule it needs; a visible account whose rule the
// viewer fails answers 403, an account the viewer cannot see 404.
import { accountPermissions, can } from '../../src/domain/permissions';
import type { Membership } from '../../src/domain/permissions';
import type { RequestContext } from '../context';
import { requireAccount } from '../access/accountAccess';
import { forbidden } from '../errors';

export interface AccountRule {
  /** What the rule allows, for the 403 message ('Not allowed to ...'). */
  action: string;
  allows(membership: Membership): boolean;
}

const hasPermission = (permission: ReturnType<typeof accountPermissions>[number]) => (membership: Membership) => accountPermissions(membership).includes(permission);

export const ACCOUNT_RULES = {
  /** Reading the account and its links (distributor, social profiles): any membership, a partner member on a customer account, or a device on its zone's account. */
  read: { action: 'read the account', allows: () => true },
  /** Company details (name, business type, address, country, phone, organisation number, terms) and completing a registration: zone.activate (owner, admin or finance; navigation.md 6 'company details'). */
  editCompanyDetails: { action: 'change company details', allows: (membership) => can(membership, 'zone.activate') },
  /** Restrictions and filter_explicit, added channels, defaults for new zones and schedules, the onboarding flag and social profiles: SETTINGS_WRITE (owner or admin). */
  editSettings: { action: 'change account settings', allows: hasPermission('SETTINGS_WRITE') },
  /** Deactivating and activating the account: owner or admin (SETTINGS_WRITE). */
  manageLifecycle: { action: 'deactivate or activate the account', allows: hasPermission('SETTINGS_WRITE') },
  /** Choosing the default billing group: billing_groups.edit (owner, admin or finance). */
  editBilling: { action: 'change billing', allows: (membership) => can(membership, 'billing_groups.edit') },
} satisfies Record<string, AccountRule>;

export type AccountRuleName = keyof typeof ACCOUNT_RULES;

type AccessContext = Pick<RequestContext, 'viewer' | 'loaders'>;

/** Throws 403 unless every named rule allows the membership. */
export function checkAccountRules(membership: Membership, rules: readonly AccountRuleName[]): void {
  for (const name of rules) {
    const rule: AccountRule = ACCOUNT_RULES[name];
    if (!rule.allows(membership)) throw forbidden(`Not allowed to ${rule.action}`);
  }
}

/** The account when the viewer may see it (404 otherwise) and every named rule allows the viewer (403 otherwise). */
export async function requireAccountRules(context: AccessContext, accountId: string, rules: readonly AccountRuleName[], options: { allowDeactivated?: boolean } = {}) {
  const access = await requireAccount(context, accountId, options);
  checkAccountRules(access.membership, rules);
  return access;
}
