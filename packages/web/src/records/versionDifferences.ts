import type { FormValues, RecordScreenDefinition } from './recordScreenDefinition.ts';

/**
 * Empty in any form (never set, cleared, blank) is one value; ids are left out: a list row saved anew
 * under another id shows the same to the user.
 */
const comparable = (value: unknown) =>
  JSON.stringify(value ?? '', (key, inner: unknown) => (key === 'id' ? undefined : inner));

/** The top-level fields whose values differ between two sets of form values (the user's and another version's). */
export function differingFields(
  definition: Pick<RecordScreenDefinition, 'fields'>,
  mine: FormValues,
  theirs: FormValues,
): Set<string> {
  return new Set(
    definition.fields
      .filter((field) => comparable(mine[field.name]) !== comparable(theirs[field.name]))
      .map((field) => field.name),
  );
}
