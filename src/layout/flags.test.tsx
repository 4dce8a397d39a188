import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderWithRelay } from '../testing/renderWithRelay';
import { FLAG_DEFAULTS, flagContext, flagValue, hasAccountFeature, parseFlags, useFlag } from './flags';
import { FlagsProvider } from './FlagsProvider';

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

describe('parseFlags and flagValue', () => {
  it('reads the JSON properties and skips a flag whose properties are not an object', () => {
    const warn = vi.fn();
    const flags = parseFlags(
      [
        { name: 'theme-select', properties: '{"enabled":true}' },
        { name: 'location-users', properties: 'not json' },
        { name: 'web-playback', properties: '[true]' },
      ],
      warn,
    );
    expect(flagValue(flags, 'theme-select')).toEqual({ enabled: true });
    expect(flags.has('location-users')).toBe(false);
    expect(warn).toHaveBeenCalledWith('Failed to parse JSON properties for location-users');
    expect(warn).toHaveBeenCalledWith('Failed to parse JSON properties for web-playback');
  });

  it('takes only properties of the default type and keeps the defaults of the rest', () => {
    const flags = parseFlags([{ name: 'web-playback', properties: '{"enabled":"yes","showSidebarInSetupGuide":true,"other":1}' }]);
    expect(flagValue(flags, 'web-playback')).toEqual({ enabled: false, showSidebarInSetupGuide: true });
  });

  it('reads account feature flags', () => {
    expect(hasAccountFeature(['saml_enabled', 'messaging_enabled'], 'messaging_enabled')).toBe(true);
    expect(hasAccountFeature([], 'messaging_enabled')).toBe(false);
    expect(hasAccountFeature(null, 'messaging_enabled')).toBe(false);
  });

  it('resolves in the app and account context (navigation.md 7)', () => {
    expect(flagContext({ env: 'production', version: '1.2.3', platform: 'business', isDev: false, accountId: 'acc1' })).toEqual({
      ephemeral: [
        { key: 'app.env', value: 'production' },
        { key: 'app.version', value: '1.2.3' },
        { key: 'app.platform', value: 'business' },
        { key: 'app.is_dev', value: 'false' },
        { key: 'account.id', value: 'acc1' },
      ],
      stored: [],
    });
    expect(flagContext({ env: 'production', version: '1.2.3', platform: 'desktop', isDev: true, accountId: null }).ephemeral.map((entry) => entry.key)).not.toContain('account.id');
  });
});

function ThemeSelectFlag() {
  return <p data-testid="flag">{String(useFlag('theme-select').enabled)}</p>;
}

describe('FlagsProvider', () => {
  it('gives the defaults until AllFlags answers, then its values', async () => {
    const { environment } = renderWithRelay(
      <FlagsProvider accountId="acc1" loggedIn>
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
      <FlagsProvider accountId={null} loggedIn={false}>
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
      <FlagsProvider accountId={null} loggedIn>
        <ThemeSelectFlag />
      </FlagsProvider>,
      { pending: ['AllFlagsQuery'] },
    );
    await screen.findByTestId('flag');
    await waitFor(() => environment.mock.getMostRecentOperation());
    act(() => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(screen.getByTestId('flag').textContent).toBe('false');
  });
});
