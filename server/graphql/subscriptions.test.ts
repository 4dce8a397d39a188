import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on, EventEmitter } from 'node:events';
import { throttled } from './subscriptions';

const WINDOW_MS = 1000;

/** Events pushed by the test, ended by aborting as a pubsub subscription is. */
function source() {
  const emitter = new EventEmitter();
  const stop = new AbortController();
  async function* events() {
    for await (const [event] of on(emitter, 'event', { signal: stop.signal }) as AsyncIterableIterator<[string]>) yield event;
  }
  return { events: events(), push: (event: string) => emitter.emit('event', event), stop: () => stop.abort(), stopped: () => stop.signal.aborted };
}

/** Everything the iterator delivers, as it arrives. */
function collect(iterator: AsyncIterableIterator<string>) {
  const delivered: string[] = [];
  void (async () => {
    for await (const event of iterator) delivered.push(event);
  })();
  return delivered;
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const isBulk = (event: string) => event.startsWith('zone');

describe('throttled', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('delivers the first bulk event at once, then the last of each window at its end', async () => {
    const { events, push, stop } = source();
    const delivered = collect(throttled(events, isBulk, WINDOW_MS, stop));
    await settle();
    push('zone 1');
    await settle();
    expect(delivered).toEqual(['zone 1']);
    for (let n = 2; n <= 5000; n++) push(`zone ${n}`);
    await settle();
    expect(delivered).toEqual(['zone 1']);
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    expect(delivered).toEqual(['zone 1', 'zone 5000']);
    // A window with nothing in it closes: the next change shows at once again.
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    push('zone 5001');
    await settle();
    expect(delivered).toEqual(['zone 1', 'zone 5000', 'zone 5001']);
  });

  it('delivers other events at once, and they stand for the bulk event waiting', async () => {
    const { events, push, stop } = source();
    const delivered = collect(throttled(events, isBulk, WINDOW_MS, stop));
    await settle();
    push('zone 1');
    push('zone 2');
    push('account renamed');
    await settle();
    expect(delivered).toEqual(['zone 1', 'account renamed']);
    await vi.advanceTimersByTimeAsync(2 * WINDOW_MS);
    expect(delivered).toEqual(['zone 1', 'account renamed']);
  });

  it('stops its source and its timer when the subscriber leaves', async () => {
    const { events, push, stop, stopped } = source();
    const iterator = throttled(events, isBulk, WINDOW_MS, stop);
    const delivered = collect(iterator);
    await settle();
    push('zone 1');
    push('zone 2');
    await settle();
    await iterator.return!();
    expect(stopped()).toBe(true);
    await vi.advanceTimersByTimeAsync(WINDOW_MS);
    expect(delivered).toEqual(['zone 1']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
