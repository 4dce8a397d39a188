import { afterEach, describe, expect, it } from 'vitest';
import { isOffline, setOffline } from '../../app/connectivity';
import { clientWith, json, scriptedFetch } from '../testing/fakes';
import { connectivity } from './connectivity';

const account = { params: { path: { accountId: 'a1' } } } as const;

afterEach(() => setOffline(false));

describe('connectivity', () => {
  it('marks the app offline when a call gets no answer', async () => {
    const client = clientWith(scriptedFetch(new TypeError('Failed to fetch')), connectivity());
    await expect(client.GET('/api/accounts/{accountId}', account)).rejects.toThrow('Failed to fetch');
    expect(isOffline()).toBe(true);
  });

  it('marks it online again on any answer, an error status included', async () => {
    setOffline(true);
    await clientWith(scriptedFetch(json({ error: 'server_error', message: 'x' }, 500)), connectivity()).GET('/api/accounts/{accountId}', account);
    expect(isOffline()).toBe(false);
  });

  it('does not take an aborted call for a lost connection', async () => {
    const client = clientWith(scriptedFetch(new DOMException('The operation was aborted.', 'AbortError')), connectivity());
    await expect(client.GET('/api/accounts/{accountId}', account)).rejects.toThrow('aborted');
    expect(isOffline()).toBe(false);
  });
});
