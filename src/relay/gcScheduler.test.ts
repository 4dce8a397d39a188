import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordSource, Store, createOperationDescriptor } from 'relay-runtime';
import guardQueriesZoneQuery from '../__generated__/guardQueriesZoneQuery.graphql';
import { GC_DELAY_MS, delayedGcScheduler } from './gcScheduler';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('delayedGcScheduler', () => {
  it('starts a collection after the delay and runs the steps it asks for next at once', async () => {
    const schedule = delayedGcScheduler(1000);
    const steps: string[] = [];
    schedule(() => {
      steps.push('first');
      schedule(() => steps.push('second'));
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(steps).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(steps).toEqual(['first', 'second']);
  });

  it('keeps a released query’s records for GC_DELAY_MS, then the store collects them', async () => {
    const source = new RecordSource();
    const store = new Store(source, { gcReleaseBufferSize: 0, gcScheduler: delayedGcScheduler() });
    const operation = createOperationDescriptor(guardQueriesZoneQuery, { id: 'zone-1' });
    store.publish(
      new RecordSource({
        'client:root': { __id: 'client:root', __typename: '__Root', 'soundZone(id:"zone-1")': { __ref: 'zone-1' } },
        'zone-1': { __id: 'zone-1', __typename: 'SoundZone', id: 'zone-1', permissions: ['PAIR'] },
      }),
    );
    store.retain(operation).dispose();
    await vi.advanceTimersByTimeAsync(GC_DELAY_MS - 1);
    expect(source.has('zone-1')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(source.has('zone-1')).toBe(false);
  });
});
