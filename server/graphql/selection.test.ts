import { describe, expect, it } from 'vitest';
import { Kind, parse } from 'graphql';
import type { FieldNode, FragmentDefinitionNode, OperationDefinitionNode } from 'graphql';
import { selectsPath } from './selection';

/** The resolve info of the operation's first root field. */
function infoOf(text: string) {
  const document = parse(text);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
}

describe('selectsPath', () => {
  it('finds a path selected directly, through fragments and inline fragments, under an alias', () => {
    expect(selectsPath(infoOf('subscription { accountUpdate { account { soundZones(first: 0) { total } } } }'), ['account', 'soundZones'])).toBe(true);
    const spread = infoOf(`
      subscription { accountUpdate { account { ...Totals } } }
      fragment Totals on Account { ... on Account { matching: soundZones(first: 0) { total } } }
    `);
    expect(selectsPath(spread, ['account', 'soundZones'])).toBe(true);
  });

  it('does not find what is not selected, or selected elsewhere', () => {
    expect(selectsPath(infoOf('subscription { accountUpdate { account { id businessName } } }'), ['account', 'soundZones'])).toBe(false);
    expect(selectsPath(infoOf('subscription { accountUpdate { soundZones } }'), ['account', 'soundZones'])).toBe(false);
  });

  it('stops at a fragment that spreads itself', () => {
    const looping = infoOf('subscription { accountUpdate { account { ...A } } } fragment A on Account { id ...A }');
    expect(selectsPath(looping, ['account', 'soundZones'])).toBe(false);
  });
});
