import { describe, expect, it } from 'vitest';
import { fakeRouterContext, FAKE_ACCOUNT_ID, OTHER_ACCOUNT_ID } from '../../routing/testing/fakeRouterContext';
import { partnerLinks, partnerPortalGuard } from './partnerPortal';

const request = (accountId: string, pathname = `/partner-portal/${accountId}`) => ({ params: { accountId }, url: { pathname, search: '', hash: '' } });

describe('partnerPortalGuard (navigation.md 2.5)', () => {
  it('lets a partner account in and selects it', async () => {
    const context = fakeRouterContext({ accountFacts: { [OTHER_ACCOUNT_ID]: { isPartner: true } } });
    expect(await partnerPortalGuard(context, request(OTHER_ACCOUNT_ID))).toBeNull();
    expect(context.switchedTo).toEqual([OTHER_ACCOUNT_ID]);
  });

  it('sends an account that is not a partner to /home without switching to it', async () => {
    const context = fakeRouterContext({ accountFacts: { [OTHER_ACCOUNT_ID]: { isPartner: false } } });
    expect(await partnerPortalGuard(context, request(OTHER_ACCOUNT_ID))).toBe('/home');
    expect(context.switchedTo).toEqual([]);
  });

  it('sends an account the user cannot reach to /home', async () => {
    const context = fakeRouterContext({ accessibleAccountIds: [FAKE_ACCOUNT_ID], accountFacts: { OTHER: { isPartner: true } } });
    expect(await partnerPortalGuard(context, request('OTHER'))).toBe('/home');
  });

  it("reads '_' as the current account", async () => {
    const context = fakeRouterContext();
    expect(await partnerPortalGuard(context, request('_', '/partner-portal/_/links'))).toBe(`/partner-portal/${encodeURIComponent(FAKE_ACCOUNT_ID)}/links`);
  });
});

describe('partnerLinks', () => {
  it('offers the download page and one pairing-guide landing per vendor', () => {
    expect(partnerLinks('https://app.example').map((link) => link.url)).toEqual([
      'https://app.example/download',
      'https://app.example/connect/sonos/',
      'https://app.example/connect/streamsdk/',
      'https://app.example/connect/netplay/',
      'https://app.example/connect/partner-one/',
      'https://app.example/connect/partner-two/',
      'https://app.example/connect/sdk/',
    ]);
  });
});
