import { describe, expect, it } from 'vitest';
import { accountRedirect, currentAccountPath, missingAccountRedirect } from './accounts';
import { FAKE_ACCOUNT_ID, OTHER_ACCOUNT_ID, fakeRouterContext } from './testing/fakeRouterContext';

const url = (href: string) => new URL(href, 'http://app.test');
const NO_ACCESS_ID = 'QWNjb3VudCwsOS8.';

describe('the account in a path', () => {
  it("'_' is the current account, the rest of the address kept", async () => {
    const context = fakeRouterContext();
    expect(await accountRedirect(context, '_', url('/accounts/_/library?filter=playlists#top'))).toBe(`/accounts/${FAKE_ACCOUNT_ID}/library?filter=playlists#top`);
    expect(await accountRedirect(context, '_', url('/accounts/_'))).toBe(`/accounts/${FAKE_ACCOUNT_ID}`);
    expect(context.switchedTo).toEqual([]);
  });

  it("start-up resolves '_' in its own path when an account is selected, and nothing else", () => {
    expect(currentAccountPath(url('/accounts/_/zones?status=ERROR#list'), FAKE_ACCOUNT_ID)).toBe(`/accounts/${FAKE_ACCOUNT_ID}/zones?status=ERROR#list`);
    expect(currentAccountPath(url('/accounts/_'), FAKE_ACCOUNT_ID)).toBe(`/accounts/${FAKE_ACCOUNT_ID}`);
    expect(currentAccountPath(url('/accounts/_/zones'), undefined)).toBeNull();
    expect(currentAccountPath(url(`/accounts/${OTHER_ACCOUNT_ID}/zones`), FAKE_ACCOUNT_ID)).toBeNull();
    expect(currentAccountPath(url('/home/_'), FAKE_ACCOUNT_ID)).toBeNull();
  });

  it("'_' without a current account goes to /home", async () => {
    expect(await accountRedirect(fakeRouterContext({ currentAccountId: undefined }), '_', url('/accounts/_/zones'))).toBe('/home');
  });

  it('the current account goes on', async () => {
    const context = fakeRouterContext();
    expect(await accountRedirect(context, FAKE_ACCOUNT_ID, url(`/accounts/${FAKE_ACCOUNT_ID}/zones`))).toBeNull();
    expect(context.switchedTo).toEqual([]);
  });

  it('another account the user may access becomes the selected one', async () => {
    const context = fakeRouterContext();
    expect(await accountRedirect(context, OTHER_ACCOUNT_ID, url(`/accounts/${OTHER_ACCOUNT_ID}/zones`))).toBeNull();
    expect(context.switchedTo).toEqual([OTHER_ACCOUNT_ID]);
  });

  it('also when none was selected', async () => {
    const context = fakeRouterContext({ currentAccountId: undefined });
    expect(await accountRedirect(context, OTHER_ACCOUNT_ID, url(`/accounts/${OTHER_ACCOUNT_ID}`))).toBeNull();
    expect(context.switchedTo).toEqual([OTHER_ACCOUNT_ID]);
  });

  it('an account without access goes to /home', async () => {
    const context = fakeRouterContext();
    expect(await accountRedirect(context, NO_ACCESS_ID, url(`/accounts/${NO_ACCESS_ID}/zones`))).toBe('/home');
    expect(context.state.currentAccountId).toBe(FAKE_ACCOUNT_ID);
  });

  it('a missing id is filled with the current one', async () => {
    expect(await missingAccountRedirect(fakeRouterContext(), url('/accounts?x=1'))).toBe(`/accounts/${FAKE_ACCOUNT_ID}?x=1`);
    expect(await missingAccountRedirect(fakeRouterContext({ currentAccountId: undefined }), url('/accounts'))).toBe('/home');
  });
});
