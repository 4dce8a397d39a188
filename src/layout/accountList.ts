// The other accounts a user may switch to, as the user menu lists them (navigation.md 2.8).

export interface ListedAccount {
  id: string;
  name: string;
  deactivated: boolean;
  isDistributor: boolean;
  isPartner: boolean;
}

export interface SwitchableAccount {
  id: string;
  name: string;
  /** Partner accounts carry a 'partner' label. */
  label: 'partner' | null;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Distributors first, then by name; deactivated accounts and the current one are not listed. */
export function switchableAccounts(accounts: readonly ListedAccount[], currentAccountId: string | null): SwitchableAccount[] {
  return accounts
    .filter((account) => !account.deactivated && account.id !== currentAccountId)
    .sort((a, b) => Number(b.isDistributor) - Number(a.isDistributor) || collator.compare(a.name, b.name))
    .map((account) => ({ id: account.id, name: account.name, label: account.isPartner ? 'partner' : null }));
}
