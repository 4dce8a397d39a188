import { describe, expect, it } from 'vitest';
import { createRestClients } from '../rest/clients';
import { fakeSession, json, ORIGIN, scriptedFetch } from '../rest/testing/fakes';
import { restCall } from './restCall';

const account = { params: { path: { accountId: 'a1' } } } as const;

function rest(fetch: ReturnType<typeof scriptedFetch>) {
  return createRestClients({ session: fakeSession(), fetch, origin: ORIGIN });
}

describe('restCall', () => {
  it('gives the data of a success', async () => {
    await expect(restCall(rest(scriptedFetch(json({ id: 'a1', type: 'Account' }))).api.GET('/api/accounts/{accountId}', account))).resolves.toMatchObject({ id: 'a1' });
  });

  it('throws an answered failure as an AppError of the catalogue', async () => {
    const call = rest(scriptedFetch(json({ error: 'forbidden', message: 'Not allowed' }, 403))).api.GET('/api/accounts/{accountId}', account);
    await expect(restCall(call, { expected: ['forbidden'] })).rejects.toMatchObject({ name: 'AppError', kind: 'forbidden', expected: true, operation: 'GET /api/accounts/{accountId}' });
  });

  it('throws a call without an answer as offline, naming the operation given', async () => {
    const call = rest(scriptedFetch(new TypeError('Failed to fetch'))).api.GET('/api/accounts/{accountId}', account);
    await expect(restCall(call, { operation: 'load account' })).rejects.toMatchObject({ name: 'AppError', kind: 'offline', operation: 'load account' });
  });
});
