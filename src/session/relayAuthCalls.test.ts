import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { relayAuthCalls } from './relayAuthCalls';
import { isUnauthenticated } from './sessionErrors';

describe('relayAuthCalls', () => {
  it('signs in with LoginUser and answers its payload', async () => {
    const environment = createMockEnvironment();
    const login = relayAuthCalls(environment).loginUser({ email: 'owner@cadence.test', password: 'cadence-demo' });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('LoginUserMutation');
    expect(operation.request.variables).toEqual({ input: { email: 'owner@cadence.test', password: 'cadence-demo' } });
    const payload = { userId: 'u1', token: 't1', refreshToken: 'r1', expiresAt: '2026-01-01T00:00:00Z', supportChatHash: 'h1' };
    environment.mock.resolve(operation, { data: { loginUser: payload } });
    expect(await login).toEqual(payload);
  });

  it('refreshes with RefreshLogin', async () => {
    const environment = createMockEnvironment();
    const refresh = relayAuthCalls(environment).refreshLogin('r1');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('RefreshLoginMutation');
    expect(operation.request.variables).toEqual({ input: { refreshToken: 'r1' } });
    environment.mock.resolve(operation, { data: { refreshLogin: { token: 't2', refreshToken: 'r2', supportChatHash: 'h2' } } });
    expect(await refresh).toEqual({ token: 't2', refreshToken: 'r2', supportChatHash: 'h2' });
  });

  it('revokes with LogoutUser', async () => {
    const environment = createMockEnvironment();
    const logout = relayAuthCalls(environment).logoutUser('r1');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('LogoutUserMutation');
    expect(operation.request.variables).toEqual({ input: { refreshToken: 'r1' } });
    environment.mock.resolve(operation, { data: { logoutUser: { revoked: true } } });
    await expect(logout).resolves.toEqual({ logoutUser: { revoked: true } });
  });

  it('rejects with the network error', async () => {
    const environment = createMockEnvironment();
    const login = relayAuthCalls(environment).loginUser({ email: 'a@b.test', password: 'x' });
    const failure = new TypeError('Failed to fetch');
    environment.mock.reject(environment.mock.getMostRecentOperation(), failure);
    await expect(login).rejects.toBe(failure);
  });

  it('rejects an UNAUTHENTICATED payload error as one the session recognises', async () => {
    const environment = createMockEnvironment();
    const refresh = relayAuthCalls(environment).refreshLogin('dead');
    environment.mock.resolve(environment.mock.getMostRecentOperation(), {
      data: { refreshLogin: { token: 't', refreshToken: 'r', supportChatHash: 'h' } },
      errors: [{ message: 'Invalid refresh token', extensions: { code: 'UNAUTHENTICATED' } }],
    } as never);
    const error = await refresh.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: 'Invalid refresh token', code: 'UNAUTHENTICATED' });
    expect(isUnauthenticated(error)).toBe(true);
  });
});
