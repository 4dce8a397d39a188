import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { PlaybackRelayScope, RelayEnvironments, usePlaybackEnvironment } from './RelayEnvironments';
import { currentEnvironments, resetEnvironments } from './environments';
import { configureEnvironments } from './environmentsConfig';
import { fakeSession } from './testFakes';

const seen: { control: Environment[]; playback: Environment[] } = { control: [], playback: [] };

function ControlProbe() {
  const environment = useRelayEnvironment();
  seen.control.push(environment);
  return <p>relay: {environment.configName}</p>;
}

function PlaybackProbe() {
  const environment = useRelayEnvironment();
  seen.playback.push(environment);
  return <p>scoped: {environment.configName}</p>;
}

function PlaybackContextProbe() {
  return <p>context: {usePlaybackEnvironment().configName}</p>;
}

afterEach(() => {
  seen.control.length = 0;
  seen.playback.length = 0;
  vi.restoreAllMocks();
});

function configure() {
  configureEnvironments({ control: { session: fakeSession(), fetch: vi.fn(), storage: null }, playback: { session: fakeSession(), fetch: vi.fn(), storage: null } });
  return currentEnvironments();
}

// Rendered bare, not through renderWithRelay: inside an environment already provided (its mock one)
// RelayEnvironments adds nothing.
describe('RelayEnvironments', () => {
  it('gives Relay hooks the control environment, and the player its playback environment', () => {
    const pair = configure();
    render(
      <RelayEnvironments>
        <ControlProbe />
        <PlaybackContextProbe />
        <PlaybackRelayScope>
          <PlaybackProbe />
        </PlaybackRelayScope>
      </RelayEnvironments>,
    );
    expect(screen.getByText('relay: control')).toBeDefined();
    expect(screen.getByText('context: playback')).toBeDefined();
    expect(screen.getByText('scoped: playback')).toBeDefined();
    expect(seen.control.at(-1)).toBe(pair.control);
    expect(seen.playback.at(-1)).toBe(pair.playback);
  });

  it('re-renders with the new environments after a reset', () => {
    configure();
    render(
      <RelayEnvironments>
        <ControlProbe />
        <PlaybackRelayScope>
          <PlaybackProbe />
        </PlaybackRelayScope>
      </RelayEnvironments>,
    );
    let after: ReturnType<typeof resetEnvironments> | undefined;
    act(() => {
      after = resetEnvironments();
    });
    expect(seen.control.at(-1)).toBe(after!.control);
    expect(seen.playback.at(-1)).toBe(after!.playback);
  });

  it('refuses the playback environment outside the provider', () => {
    expect(() => render(<PlaybackContextProbe />)).toThrow('usePlaybackEnvironment must be used inside <RelayEnvironments>');
  });
});
