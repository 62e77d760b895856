import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/** Whether the query asks the resolved field for its sub-field `name` (directly or in a fragment). */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const asks = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return asks(selection.selectionSet);
      return asks(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => asks(node.selectionSet));
}
