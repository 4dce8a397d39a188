import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import { createI18n, loadI18n } from '../i18n/i18n';
import { AppError } from './AppError';
import type { AppErrorDetails } from './AppError';
import { errorMessageKey, hasTextIn, localiseError, useErrorMessage } from './localise';

const i18n = createI18n('en');
const error = (message: string, details: AppErrorDetails) => new AppError(message, details);
const keyOf = (value: unknown) => errorMessageKey(value).key;

afterEach(() => vi.restoreAllMocks());

describe('errorMessageKey: the lookup order of core.md 8', () => {
  it('takes a message that is a key first', () => {
    expect(errorMessageKey(error('soundZone.activation.noPermission', { kind: 'forbidden', status: 403, code: 'forbidden' }))).toEqual({ key: 'soundZone.activation.noPermission' });
  });

  it('then the error code: as given, then lower-cased as a GraphQL code', () => {
    expect(keyOf(error('Zone not found', { kind: 'notFound', status: 404, code: 'not_found' }))).toBe('errors.not_found');
    expect(keyOf(error('That changed meanwhile', { kind: 'client', status: 409, code: 'conflict' }))).toBe('errors.conflict');
    expect(keyOf(error('Polling failed', { kind: 'client', code: 'pollingFailed' }))).toBe('errors.pollingFailed');
    expect(keyOf(error('Not signed in', { kind: 'unauthorized', status: 401, code: 'UNAUTHENTICATED' }))).toBe('errors.unauthenticated');
  });

  it("puts the catalogue's refined outcomes before the code their status came with", () => {
    expect(keyOf(error('Token expired', { kind: 'sessionExpired', status: 401, code: 'unauthorized' }))).toBe('errors.sessionExpired');
    expect(keyOf(error('illegal base64 data at input byte 3', { kind: 'invalidUrl', status: 400, code: 'bad_request' }))).toBe('errors.invalidUrl');
    expect(errorMessageKey(error('Sound zone has been deactivated', { kind: 'deactivated', status: 404, code: 'not_found', errorType: 'deactivated' }))).toEqual({ key: 'errors.deactivated', values: { entity: 'Sound zone' } });
    expect(errorMessageKey(error('Account has been suspended', { kind: 'deactivated', status: 404, code: 'not_found', errorType: 'deactivated' }))).toEqual({ key: 'errors.suspended' });
  });

  it('then the status, by the kind it maps to', () => {
    expect(keyOf(error('HTTP 502', { kind: 'unavailable', status: 502 }))).toBe('errors.unavailable');
    expect(keyOf(error('Teapot', { kind: 'client', status: 418, code: 'teapot' }))).toBe('errors.client');
  });

  it("then 'network' for a call without an answer", () => {
    expect(keyOf(new TypeError('Failed to fetch'))).toBe('errors.network');
  });

  it("then the body's error type", () => {
    expect(keyOf(error('Something', { kind: 'unknown', errorType: 'bad_request' }))).toBe('errors.bad_request');
    expect(errorMessageKey(error('Zone has been deactivated', { kind: 'unknown', errorType: 'deactivated' }))).toEqual({ key: 'errors.deactivated', values: { entity: 'Zone' } });
  });

  it('falls back to errors.unknown, never to a key without a text', () => {
    expect(keyOf(new Error('x is undefined'))).toBe('errors.unknown');
    expect(keyOf(error('Invalid', { kind: 'unknown', code: 'no_such_code', errorType: 'validation' }))).toBe('errors.unknown');
    // No entity to name: the 404 it came with.
    expect(keyOf(error('Deactivated', { kind: 'deactivated', status: 404 }))).toBe('errors.notFound');
    // A key naming a group of texts is not a text.
    expect(keyOf(error('soundZone.activation', { kind: 'unknown' }))).toBe('errors.unknown');
  });

  it('only gives keys that English has', () => {
    const kinds = ['unauthorized', 'forbidden', 'notFound', 'server', 'unavailable', 'offline', 'client', 'invalidUrl', 'sessionExpired', 'rateLimited', 'badRequest', 'unknown'] as const;
    for (const kind of kinds) {
      const { key } = errorMessageKey(error('m', { kind, status: 400 }));
      expect(hasTextIn(i18n)(key), key).toBe(true);
      expect(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en), key).toEqual(expect.any(String));
    }
  });
});

describe('localiseError', () => {
  it('gives the text in the language of the t it is given, with the entity of a deactivation', async () => {
    const svdev = await loadI18n('svdev');
    const deactivated = error('Sound zone has been deactivated', { kind: 'deactivated', status: 404, code: 'not_found', errorType: 'deactivated' });
    expect(localiseError(i18n.t, deactivated)).toBe('Sound zone has been deactivated.');
    expect(localiseError(svdev.t, deactivated, hasTextIn(svdev))).toBe('Sound zone har inaktiverats.');
    expect(localiseError(i18n.t, new TypeError('Failed to fetch'))).toBe(en.errors.network);
    expect(localiseError(i18n.t, error('soundZone.activation.noPermission', { kind: 'forbidden' }))).toBe(en.soundZone.activation.noPermission);
  });
});

describe('useErrorMessage', () => {
  const wrapper = (instance = i18n) =>
    function Provider({ children }: { children: ReactNode }) {
      return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
    };

  it('gives the localised message of an error, or nothing without one', () => {
    const { result, rerender } = renderHook(({ error }: { error: unknown }) => useErrorMessage(error), { wrapper: wrapper(), initialProps: { error: new AppError('Not allowed', { kind: 'forbidden', status: 403, code: 'forbidden' }) as unknown } });
    expect(result.current).toBe(en.errors.forbidden);
    rerender({ error: undefined });
    expect(result.current).toBeUndefined();
  });

  it('speaks the language of the provider', async () => {
    const { result } = renderHook(() => useErrorMessage(new AppError('Gone', { kind: 'notFound', status: 404 })), { wrapper: wrapper(await loadI18n('svdev')) });
    expect(result.current).toBe('Vi hittade inte det du letade efter.');
  });
});
