import { Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The fields a selection set asks for, its fragments (inline and named) flattened into it. */
export function fieldsOf(selectionSet: SelectionSetNode, fragments: Readonly<Record<string, FragmentDefinitionNode>>, into: FieldNode[] = []): FieldNode[] {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) into.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fieldsOf(selection.selectionSet, fragments, into);
    else {
      const fragment = fragments[selection.name.value];
      if (fragment) fieldsOf(fragment.selectionSet, fragments, into);
    }
  }
  return into;
}

/**
 * Whether the operation asks, below the field being resolved, for the field at `path` (`['body', 'groups', 'cards']`):
 * so a resolver reads what only some callers want (a second query) for those callers alone.
 */
export function selectsField(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): boolean {
  let level: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) {
    level = level
      .flatMap((node) => (node.selectionSet ? fieldsOf(node.selectionSet, info.fragments) : []))
      .filter((field) => field.name.value === name);
    if (level.length === 0) return false;
  }
  return true;
}
