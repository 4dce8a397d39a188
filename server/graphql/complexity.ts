// The complexity of an operation, which the rate limit charges (queryInfo.complexity): each field
// costs 1, and what is selected under a field with a `first` argument is paid once per item asked for.
import { Kind, getNamedType, isCompositeType, isInterfaceType, isObjectType, valueFromASTUntyped } from 'graphql';
import type { DocumentNode, FragmentDefinitionNode, GraphQLCompositeType, GraphQLSchema, OperationDefinitionNode, SelectionSetNode } from 'graphql';

export function operationComplexity(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> = {}): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName)) operation ??= definition;
  }
  if (!operation) return 0;
  const root = schema.getRootType(operation.operation);
  return root ? selectionCost(operation.selectionSet, root, new Set()) : 0;

  function selectionCost(selectionSet: SelectionSetNode, parent: GraphQLCompositeType, visiting: Set<string>): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[selection.name.value] : undefined;
        const type = field ? getNamedType(field.type) : undefined;
        let childCost = 0;
        if (selection.selectionSet && type && isCompositeType(type)) childCost = selectionCost(selection.selectionSet, type, visiting);
        const first = selection.arguments?.find((a) => a.name.value === 'first');
        const count = first ? Number(valueFromASTUntyped(first.value, variables) ?? 1) : 1;
        total += 1 + childCost * Math.max(1, Number.isFinite(count) ? count : 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type && isCompositeType(type)) total += selectionCost(selection.selectionSet, type, visiting);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || visiting.has(fragment.name.value)) continue;
        const type = schema.getType(fragment.typeCondition.name.value);
        if (type && isCompositeType(type)) total += selectionCost(fragment.selectionSet, type, new Set([...visiting, fragment.name.value]));
      }
    }
    return total;
  }
}
