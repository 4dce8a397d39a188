import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFlagsRuntime } from './flagsRuntime';
import { FLAG_STORE_KEY } from './flags';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const answer = (resolveToken: string) => ({ resolveToken, flags: [{ name: 'theme-select', properties: '{"enabled":true}' }, { name: 'web-playback', properties: '{"enabled":false}' }] });

function setup(initial: string | null = null) {
  const items = new Map<string, string>(initial === null ? [] : [[FLAG_STORE_KEY, initial]]);
  const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  const warn = vi.fn();
  const apply = vi.fn((..._args: unknown[]) => Promise.resolve());
  const runtime = createFlagsRuntime({ storage, warn, now: () => Date.now() });
  return { runtime, warn, apply, items };
}

describe('the flag store at run time', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the store in localStorage as version 3 and reads it back', () => {
    const { runtime, items } = setup();
    runtime.refreshed(answer('t1'));
    runtime.setManually('dev-only', { enabled: true }, { clientOnly: true });
    const stored = JSON.parse(items.get(FLAG_STORE_KEY)!);
    expect(stored.version).toBe(3);
    const again = createFlagsRuntime({ storage: { getItem: () => items.get(FLAG_STORE_KEY)!, setItem: () => {} } });
    expect(again.getSnapshot().get('dev-only')).toEqual({ enabled: true });
    expect(again.getSnapshot().get('theme-select')).toEqual({ enabled: true });
  });

  it('applies what was read 2 s after the last read, once per flag and resolution, with the resolution’s token', async () => {
    const { runtime, apply } = setup();
    runtime.connect(apply);
    runtime.refreshed(answer('t1'));
    runtime.read('theme-select');
    await vi.advanceTimersByTimeAsync(1500);
    runtime.read('web-playback');
    runtime.read('theme-select');
    runtime.read('not-in-store');
    await vi.advanceTimersByTimeAsync(1999);
    expect(apply).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith(
      [
        { flag: 'theme-select', applyTime: new Date(NOW).toISOString() },
        { flag: 'web-playback', applyTime: new Date(NOW + 1500).toISOString() },
      ],
      't1',
      new Date(NOW + 3500).toISOString(),
    );
  });

  it('queues a failed batch again, warned, and sends it with the next', async () => {
    const { runtime, apply, warn } = setup();
    apply.mockRejectedValueOnce(new Error('offline'));
    runtime.connect(apply);
    runtime.refreshed(answer('t1'));
    runtime.read('theme-select');
    await vi.advanceTimersByTimeAsync(2000);
    expect(warn).toHaveBeenCalledWith('Failed to apply flags');
    runtime.read('web-playback');
    await vi.advanceTimersByTimeAsync(2000);
    expect(apply).toHaveBeenCalledTimes(2);
    expect((apply.mock.calls[1]![0] as { flag: string }[]).map((event) => event.flag).sort()).toEqual(['theme-select', 'web-playback']);
  });

  it('holds the events of stored flags read before this page’s resolution until its token comes', async () => {
    const first = setup();
    first.runtime.refreshed(answer('old'));
    const { runtime, apply, warn } = setup(first.items.get(FLAG_STORE_KEY)!);
    runtime.connect(apply);
    runtime.read('theme-select');
    await vi.advanceTimersByTimeAsync(2000);
    expect(warn).toHaveBeenCalledWith('Could not apply flags, missing required resolveToken');
    expect(apply).not.toHaveBeenCalled();
    runtime.refreshed(answer('t2'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(apply).toHaveBeenCalledWith([{ flag: 'theme-select', applyTime: new Date(NOW).toISOString() }], 't2', expect.any(String));
  });

  it('forgets the session’s flags, stored context and pending events on reset', async () => {
    const { runtime, apply } = setup();
    runtime.connect(apply);
    runtime.refreshed(answer('t1'));
    runtime.setStored('user.promos.company-logo.interaction', 'dismissed');
    runtime.read('theme-select');
    runtime.reset();
    await vi.advanceTimersByTimeAsync(2000);
    expect(apply).not.toHaveBeenCalled();
    expect(runtime.getSnapshot().size).toBe(0);
    expect(runtime.getStoredSnapshot()).toEqual({});
  });
});
