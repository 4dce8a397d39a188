// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BROWSER_SESSION_STORAGE_KEY, browserSessionId, currentEditorialAgent } from './editorialAgent';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
};

describe('the browser session id', () => {
  it('is made once and kept for the session', () => {
    const storage = memoryStorage();
    const first = browserSessionId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(browserSessionId(storage)).toBe(first);
    expect(storage.getItem(BROWSER_SESSION_STORAGE_KEY)).toBe(first);
    expect(browserSessionId(memoryStorage())).not.toBe(first);
  });
});

describe("this browser's editorial agent", () => {
  const facts = { permissions: [], featureFlags: [], plan: 'unlimited' as const, isRoyaltyFree: false, restrictedDiscoverMusic: false, country: 'GB', businessType: 'retail', hasPaymentMethod: false, isDistributor: false, isPartner: false };

  it("names the selected account with its facts and the session's user", async () => {
    const agent = await currentEditorialAgent('user-1', 'account-1', async () => facts);
    expect(agent).toMatchObject({ platform: 'business', account: 'account-1', country: 'GB', businessType: 'retail', user: 'user-1', locale: 'EN' });
    expect(agent.session).toBe(browserSessionId());
  });

  it('names no account it cannot read, nor one when none is selected', async () => {
    expect(await currentEditorialAgent('user-1', 'account-1', async () => null)).toMatchObject({ account: null, country: null });
    expect(await currentEditorialAgent(null, null, async () => facts)).toMatchObject({ account: null, user: null, platform: 'business-t2' });
  });
});
