// The complexity of an operation, which the rate limit charges (queryInfo.complexity): each field
// costs 1, and the items of a connection are paid once per item asked for.
//
// Fields are counted as the executor resolves them: a field that several fragments select (Relay
// builds each query from its components' fragments, which repeat `id`, `location`...) is one field of
// the result, resolved once, so it is paid once, with the union of what its selections ask under it.
// A paged field's page size is its `first` argument, or that argument's default when it is left out,
// and multiplies its `edges` only: the connection's own fields (total, stateTotals, pageInfo) are
// computed once whatever the page size.
import { Kind, getNamedType, isCompositeType, isInterfaceType, isObjectType, valueFromASTUntyped } from 'graphql';
import type { DocumentNode, FieldNode, FragmentDefinitionNode, GraphQLCompositeType, GraphQLField, GraphQLSchema, OperationDefinitionNode, SelectionSetNode } from 'graphql';

/** The field of a connection whose selection is resolved once per item. */
const ITEMS_FIELD = 'edges';

/** One field of the result: where it was selected, and the schema's field. */
interface CollectedField {
  definition: GraphQLField<unknown, unknown> | undefined;
  nodes: FieldNode[];
}

export function operationComplexity(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> = {}): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName)) operation ??= definition;
  }
  if (!operation) return 0;
  // A variable left out takes its default from the operation, as the executor does.
  const values: Record<string, unknown> = { ...variables };
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (values[name] === undefined && definition.defaultValue) values[name] = valueFromASTUntyped(definition.defaultValue);
  }
  const root = schema.getRootType(operation.operation);
  return root ? selectionCost([operation.selectionSet], root, 1) : 0;

  /** The cost of the merged selections on one parent; `itemCount` is the page size when the parent is a connection. */
  function selectionCost(selectionSets: readonly SelectionSetNode[], parent: GraphQLCompositeType, itemCount: number): number {
    let total = 0;
    for (const [responseKey, { definition, nodes }] of collectFields(selectionSets, parent)) {
      const type = definition ? getNamedType(definition.type) : undefined;
      const children = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
      const childCost = children.length && type && isCompositeType(type) ? selectionCost(children, type, pageSize(definition!, nodes[0]!)) : 0;
      total += 1 + childCost * (responseKey === ITEMS_FIELD && definition?.name === ITEMS_FIELD ? itemCount : 1);
    }
    return total;
  }

  /** The fields a set of selections makes on one parent, by response key, through fragments and inline fragments (as the executor collects them). */
  function collectFields(selectionSets: readonly SelectionSetNode[], parent: GraphQLCompositeType): Map<string, CollectedField> {
    const fields = new Map<string, CollectedField>();
    const visit = (selectionSet: SelectionSetNode, type: GraphQLCompositeType, visiting: ReadonlySet<string>) => {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue;
          const key = selection.alias?.value ?? selection.name.value;
          const definition = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
          const collected = fields.get(key);
          if (collected) {
            collected.nodes.push(selection);
            collected.definition ??= definition;
          } else fields.set(key, { definition, nodes: [selection] });
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
          if (condition && isCompositeType(condition)) visit(selection.selectionSet, condition, visiting);
        } else {
          const fragment = fragments.get(selection.name.value);
          if (!fragment || visiting.has(fragment.name.value)) continue;
          const condition = schema.getType(fragment.typeCondition.name.value);
          if (condition && isCompositeType(condition)) visit(fragment.selectionSet, condition, new Set([...visiting, fragment.name.value]));
        }
      }
    };
    for (const selectionSet of selectionSets) visit(selectionSet, parent, new Set());
    return fields;
  }

  /** How many items a paged field asks for: its `first`, or the argument's default; 1 for a field that is not paged. */
  function pageSize(definition: GraphQLField<unknown, unknown>, node: FieldNode): number {
    const argument = definition.args.find((arg) => arg.name === 'first');
    if (!argument) return 1;
    const given = node.arguments?.find((a) => a.name.value === 'first')?.value;
    const unset = !given || (given.kind === Kind.VARIABLE && values[given.name.value] === undefined);
    const count = Number((unset ? argument.defaultValue : valueFromASTUntyped(given, values)) ?? 1);
    return Number.isFinite(count) && count > 0 ? count : 0;
  }
}
