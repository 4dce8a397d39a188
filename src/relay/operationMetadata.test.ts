import { describe, expect, it } from 'vitest';
import { operationPolicy } from './operationMetadata';

describe('operationPolicy', () => {
  it('defaults to no retries for mutations, no reporting, nothing expected', () => {
    const policy = operationPolicy('RenameZoneMutation', {});
    expect(policy).toMatchObject({ allowRetries: false, report: false, usesSessionToken: true });
    expect(policy.isExpected('UNAUTHENTICATED')).toBe(false);
  });

  it('reads allowRetries, report and expectedErrors from cacheConfig.metadata', () => {
    const policy = operationPolicy('RenameZoneMutation', { metadata: { allowRetries: true, report: true, expectedErrors: ['NOT_FOUND'] } });
    expect(policy).toMatchObject({ allowRetries: true, report: true });
    expect(policy.isExpected('NOT_FOUND')).toBe(true);
    expect(policy.isExpected('FORBIDDEN')).toBe(false);
    expect(policy.isExpected(undefined)).toBe(false);
  });

  it('expects UNAUTHENTICATED on login (core.md 8 Auth)', () => {
    expect(operationPolicy('LoginUserMutation', undefined).isExpected('UNAUTHENTICATED')).toBe(true);
  });

  it.each(['LoginUserMutation', 'RefreshLoginMutation', 'LogoutUserMutation'])('keeps the session token out of %s', (name) => {
    expect(operationPolicy(name, {}).usesSessionToken).toBe(false);
  });

  it('rejects metadata of the wrong shape', () => {
    expect(() => operationPolicy('RenameZoneMutation', { metadata: { allowRetries: 'yes' } })).toThrow();
  });
});
