// What an operation asks for below the field being resolved, for resolvers whose work depends on it
// (a subscription that need not wake for changes its subscriber does not show).
import { Kind } from 'graphql';
import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/** The fields named `name` that the selections make, through fragments and inline fragments. */
function selected(selectionSets: readonly SelectionSetNode[], name: string, fragments: GraphQLResolveInfo['fragments']): FieldNode[] {
  const found: FieldNode[] = [];
  const visit = (selectionSet: SelectionSetNode, visiting: ReadonlySet<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === name) found.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, visiting);
      else if (!visiting.has(selection.name.value) && fragments[selection.name.value]) {
        visit(fragments[selection.name.value]!.selectionSet, new Set([...visiting, selection.name.value]));
      }
    }
  };
  for (const selectionSet of selectionSets) visit(selectionSet, new Set());
  return found;
}

/** Whether the operation selects the path of fields below the field being resolved (['account', 'soundZones']). */
export function selectsPath(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): boolean {
  let fields: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    fields = selected(fields.flatMap((field) => (field.selectionSet ? [field.selectionSet] : [])), name, info.fragments);
    if (!fields.length) return false;
  }
  return true;
}
