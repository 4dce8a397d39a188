import { createOperationDescriptor, getRequest, graphql } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { addOverride, removeOverride } from './overrideStore';

const query = graphql`
  query overrideStoreTestQuery($accountId: ID!, $includeEnded: Boolean!) @relay_test_operation {
    playbackOverrides(account: $accountId, includeEnded: $includeEnded) {
      __typename
    }
  }
`;

function storeWith(lists: Record<'current' | 'all', string[]>) {
  const environment = createMockEnvironment();
  for (const [includeEnded, ids] of [[false, lists.current], [true, lists.all]] as const) {
    const operation = createOperationDescriptor(getRequest(query), { accountId: 'acc-1', includeEnded });
    environment.commitPayload(operation, { playbackOverrides: ids.map((id) => ({ id, __typename: 'PlaybackOverride' })) });
  }
  const read = (includeEnded: boolean) => {
    const list = environment.getStore().getSource().get('client:root')?.[`playbackOverrides(account:"acc-1",includeEnded:${includeEnded})`] as { __refs: string[] };
    return list.__refs;
  };
  return { environment, read };
}

describe('override lists in the store', () => {
  it('adds a new override to both lists, once', () => {
    const { environment, read } = storeWith({ current: ['o1'], all: ['o0', 'o1'] });
    const add = () =>
      environment.commitUpdate((store) => {
        const record = store.get('o2') ?? store.create('o2', 'PlaybackOverride');
        addOverride(store, 'acc-1', record);
      });
    add();
    add();
    expect(read(false)).toEqual(['o1', 'o2']);
    expect(read(true)).toEqual(['o0', 'o1', 'o2']);
  });

  it('leaves another account’s lists alone', () => {
    const { environment, read } = storeWith({ current: ['o1'], all: ['o1'] });
    environment.commitUpdate((store) => addOverride(store, 'acc-2', store.create('o9', 'PlaybackOverride')));
    expect(read(false)).toEqual(['o1']);
  });

  it('removes a deleted override from both lists and the store', () => {
    const { environment, read } = storeWith({ current: ['o1', 'o2'], all: ['o0', 'o1', 'o2'] });
    environment.commitUpdate((store) => removeOverride(store, 'acc-1', 'o1'));
    expect(read(false)).toEqual(['o2']);
    expect(read(true)).toEqual(['o0', 'o2']);
    expect(environment.getStore().getSource().get('o1')).toBeNull();
  });
});
