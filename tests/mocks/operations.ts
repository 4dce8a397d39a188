import { Kind, visit } from 'graphql';
import type { DocumentNode, FragmentDefinitionNode, OperationDefinitionNode } from 'graphql';

/** A document of one operation and the fragments it spreads, directly or through other fragments. */
export function withFragments(operation: OperationDefinitionNode, fragments: readonly FragmentDefinitionNode[]): DocumentNode {
  const byName = new Map(fragments.map((f) => [f.name.value, f]));
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = byName.get(spread.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
}
