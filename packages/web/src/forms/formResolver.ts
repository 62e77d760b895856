import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { FieldDescriptor } from './fieldDescriptor.ts';
import { formInput } from './fieldValues.ts';

/**
 * Validates the form on its input form (`formToInput(values)`, by default picked records sent as ids) with the domain schema; the submit handler
 * gets the schema's output, and errors carry the schema's paths, which are the form's too.
 */
export function formResolver(definition: {
  schema: z.ZodType;
  fields: readonly FieldDescriptor[];
  formToInput?(values: FieldValues): unknown;
}): Resolver<FieldValues> {
  const validate = zodResolver(definition.schema as z.ZodType<FieldValues, FieldValues>);
  const toInput = definition.formToInput ?? ((values: FieldValues) => formInput(definition.fields, values));
  return (values, context, options) => validate(toInput(values) as FieldValues, context, options);
}

/**
 * `values` checked by the form's resolver outside react-hook-form's submit: the schema's output (the
 * mutation's input) when they hold, else null.
 */
export async function validValues(
  resolver: Resolver<FieldValues>,
  values: FieldValues,
): Promise<FieldValues | null> {
  const checked = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.keys(checked.errors).length === 0 ? checked.values : null;
}
