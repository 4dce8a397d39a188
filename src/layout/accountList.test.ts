import { describe, expect, it } from 'vitest';
import { switchableAccounts } from './accountList';
import type { ListedAccount } from './accountList';

const account = (id: string, name: string, extra: Partial<ListedAccount> = {}): ListedAccount => ({ id, name, deactivated: false, isDistributor: false, isPartner: false, ...extra });

describe('switchableAccounts (navigation.md 2.8)', () => {
  it('lists distributors first, then the rest, each by name', () => {
    const accounts = [account('1', 'Zebra Bar'), account('2', 'beta Café'), account('3', 'Yellow Distribution', { isDistributor: true }), account('4', 'Alpha Distribution', { isDistributor: true }), account('5', 'Alpha Bistro')];
    expect(switchableAccounts(accounts, null).map((a) => a.name)).toEqual(['Alpha Distribution', 'Yellow Distribution', 'Alpha Bistro', 'beta Café', 'Zebra Bar']);
  });

  it('hides deactivated accounts and the current one', () => {
    const accounts = [account('1', 'Current'), account('2', 'Closed', { deactivated: true }), account('3', 'Other')];
    expect(switchableAccounts(accounts, '1').map((a) => a.id)).toEqual(['3']);
  });

  it('labels partner accounts', () => {
    const accounts = [account('1', 'Reseller', { isPartner: true }), account('2', 'Shop')];
    expect(switchableAccounts(accounts, null)).toEqual([
      { id: '1', name: 'Reseller', label: 'partner' },
      { id: '2', name: 'Shop', label: null },
    ]);
  });

  it('lists nothing when the only account is the current one', () => {
    expect(switchableAccounts([account('1', 'Only')], '1')).toEqual([]);
  });
});
