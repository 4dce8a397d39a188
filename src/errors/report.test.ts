import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from './AppError';
import { newErrorId, reportError } from './report';

afterEach(() => vi.restoreAllMocks());

describe('reportError', () => {
  it('logs an unexpected error as an error, with its id, details, context and original error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    const id = reportError(bug, { route: '/accounts/a1/zones' });
    expect(id).toMatch(/^[0-9A-F]{8}$/);
    expect(error).toHaveBeenCalledWith(`[${id}] ${bug.message}`, { kind: 'unknown', route: '/accounts/a1/zones' }, bug);
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs an expected error as a warning only', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const id = reportError(new AppError('Wrong password', { kind: 'unauthorized', status: 401, code: 'unauthorized', operation: 'POST /auth/login', expected: true }));
    expect(warn).toHaveBeenCalledWith(`[${id}] Wrong password`, { kind: 'unauthorized', status: 401, code: 'unauthorized', operation: 'POST /auth/login' });
    expect(error).not.toHaveBeenCalled();
  });

  it('treats a lost connection as expected', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportError(new TypeError('Failed to fetch'));
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('newErrorId', () => {
  it('gives a different id each time', () => {
    expect(new Set(Array.from({ length: 50 }, newErrorId)).size).toBe(50);
  });
});
