import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { RecordDefinition } from './recordDefinition.ts';

/**
 * Validates the form on its input form (`formToInput(values)`) with the domain schema; the submit handler
 * gets the schema's output, and errors carry the schema's paths, which are the form's too.
 */
export function formResolver(
  definition: Pick<RecordDefinition, 'schema' | 'formToInput'>,
): Resolver<FieldValues> {
  const validate = zodResolver(definition.schema as z.ZodType<FieldValues, FieldValues>);
  const toInput = definition.formToInput ?? ((values: FieldValues) => values);
  return (values, context, options) => validate(toInput(values) as FieldValues, context, options);
}
