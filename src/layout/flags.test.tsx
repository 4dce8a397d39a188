import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderWithRelay } from '../testing/renderWithRelay';
import { FLAG_DEFAULTS, FLAG_STORE_KEY, flagValue, hasAccountFeature, useFlag } from './flags';
import { FlagsProvider } from './FlagsProvider';
import { createFlagsRuntime } from './flagsRuntime';
import type { FlagsRuntime } from './flagsRuntime';
import { operationName } from '../testing/renderWithRelay';

describe('flag defaults (navigation.md 9)', () => {
  it('keep theme-select, feature-guide-enabled, location-users and web-playback off, without the sidebar in the setup guide', () => {
    expect(FLAG_DEFAULTS).toEqual({
      'theme-select': { enabled: false },
      'feature-guide-enabled': { enabled: false },
      'location-users': { enabled: false },
      'web-playback': { enabled: false, showSidebarInSetupGuide: false },
    });
    expect(flagValue(new Map(), 'web-playback')).toEqual({ enabled: false, showSidebarInSetupGuide: false });
  });
});

describe('flagValue', () => {
  it('takes only properties of the default type and keeps the defaults of the rest', () => {
    const flags = new Map([['web-playback', { enabled: 'yes', showSidebarInSetupGuide: true, other: 1 }]]);
    expect(flagValue(flags, 'web-playback')).toEqual({ enabled: false, showSidebarInSetupGuide: true });
  });

  it('reads account feature flags', () => {
    expect(hasAccountFeature(['saml_enabled', 'messaging_enabled'], 'messaging_enabled')).toBe(true);
    expect(hasAccountFeature([], 'messaging_enabled')).toBe(false);
    expect(hasAccountFeature(null, 'messaging_enabled')).toBe(false);
  });
});

function ThemeSelectFlag() {
  return <p data-testid="flag">{String(useFlag('theme-select').enabled)}</p>;
}

const memory = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('FlagsProvider', () => {
  let runtime: FlagsRuntime;
  beforeEach(() => {
    runtime = createFlagsRuntime({ storage: memory(), warn: () => {} });
  });

  it('gives the defaults until AllFlags answers, then its values', async () => {
    const { environment } = renderWithRelay(
      <FlagsProvider accountId="acc1" loggedIn runtime={runtime}>
        <ThemeSelectFlag />
      </FlagsProvider>,
      { pending: ['AllFlagsQuery'] },
    );
    expect((await screen.findByTestId('flag')).textContent).toBe('false');
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.variables.context.ephemeral).toContainEqual({ key: 'account.id', value: 'acc1' });
    act(() => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, { Flags: () => ({ flags: [{ name: 'theme-select', properties: '{"enabled":true}' }] }) })));
    expect(screen.getByTestId('flag').textContent).toBe('true');
  });

  it('asks nothing for a visitor, whose pages run on the defaults', async () => {
    const { environment } = renderWithRelay(
      <FlagsProvider accountId={null} loggedIn={false} runtime={runtime}>
        <ThemeSelectFlag />
      </FlagsProvider>,
      { pending: ['AllFlagsQuery'] },
    );
    expect((await screen.findByTestId('flag')).textContent).toBe('false');
    await act(async () => {});
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('keeps the defaults when AllFlags fails', async () => {
    const { environment } = renderWithRelay(
      <FlagsProvider accountId={null} loggedIn runtime={runtime}>
        <ThemeSelectFlag />
      </FlagsProvider>,
      { pending: ['AllFlagsQuery'] },
    );
    await screen.findByTestId('flag');
    await waitFor(() => environment.mock.getMostRecentOperation());
    act(() => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(screen.getByTestId('flag').textContent).toBe('false');
  });

  it('sends the account’s tier and distributor with the ephemeral keys, and shows the stored flags before AllFlags answers', async () => {
    const stored = { version: 3, entries: { 'theme-select': { properties: { enabled: true }, state: 'pristine', clientOnly: false, updatedAt: Date.now() } }, stored: {} };
    runtime = createFlagsRuntime({ storage: memory({ [FLAG_STORE_KEY]: JSON.stringify(stored) }), warn: () => {} });
    const { environment } = renderWithRelay(
      <FlagsProvider accountId="acc1" loggedIn runtime={runtime}>
        <ThemeSelectFlag />
      </FlagsProvider>,
      { pending: ['AllFlagsQuery'], mockResolvers: { Account: () => ({ tier: 'TIER_3', distributor: { id: 'dist1' } }) } },
    );
    expect((await screen.findByTestId('flag')).textContent).toBe('true');
    const operation = await waitFor(() => {
      const found = environment.mock.getAllOperations().find((op) => operationName(op) === 'AllFlagsQuery');
      if (!found) throw new Error('AllFlags not asked yet');
      return found;
    });
    const keys = operation.request.variables.context.ephemeral.map((entry: { key: string }) => entry.key);
    expect(keys).toEqual(expect.arrayContaining(['app.env', 'app.version', 'app.platform', 'app.is_e2e', 'app.is_dev', 'account.id', 'account.tier', 'account.distributor']));
    expect(operation.request.variables.context.ephemeral).toContainEqual({ key: 'account.tier', value: 'TIER_3' });
    expect(operation.request.variables.context.ephemeral).toContainEqual({ key: 'account.distributor', value: 'dist1' });
  });

  it('keeps a manual change through a refresh', async () => {
    runtime.setManually('theme-select', { enabled: true });
    const { environment } = renderWithRelay(
      <FlagsProvider accountId={null} loggedIn runtime={runtime}>
        <ThemeSelectFlag />
      </FlagsProvider>,
      { pending: ['AllFlagsQuery'] },
    );
    expect((await screen.findByTestId('flag')).textContent).toBe('true');
    await waitFor(() => environment.mock.getMostRecentOperation());
    act(() => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, { Flags: () => ({ resolveToken: 't', flags: [{ name: 'theme-select', properties: '{"enabled":false}' }] }) })));
    expect(screen.getByTestId('flag').textContent).toBe('true');
  });

  it('applies the flags read, with the resolution’s token, 2 s after the last read', async () => {
    const { environment } = renderWithRelay(
      <FlagsProvider accountId={null} loggedIn runtime={runtime}>
        <ThemeSelectFlag />
      </FlagsProvider>,
      { pending: ['AllFlagsQuery', 'ApplyFlagsMutation'] },
    );
    await screen.findByTestId('flag');
    await waitFor(() => environment.mock.getMostRecentOperation());
    act(() => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, { Flags: () => ({ resolveToken: 'token-1', flags: [{ name: 'theme-select', properties: '{"enabled":true}' }] }) })));
    expect(screen.getByTestId('flag').textContent).toBe('true');
    const apply = await waitFor(
      () => {
        const found = environment.mock.getAllOperations().find((op) => operationName(op) === 'ApplyFlagsMutation');
        if (!found) throw new Error('not applied yet');
        return found;
      },
      { timeout: 4000 },
    );
    expect(apply.request.variables.input).toMatchObject({ resolveToken: 'token-1', events: [{ flag: 'theme-select' }] });
  });
});
