import { createContext, type ReactNode, use, useMemo } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';

/** What a field needs of its form: the control and the methods that stay the same while the form lives. */
export type FormMethods = Pick<
  UseFormReturn<FieldValues>,
  'control' | 'getValues' | 'setValue' | 'getFieldState'
> & {
  /** The element id of a field's input: `field-{path}`, prefixed in a form inside another (a dialog's). */
  fieldId(path: string): string;
};

const FormMethodsContext = createContext<FormMethods | null>(null);

/**
 * The form to its fields. React Hook Form's own context changes with the form's state (its errors, whether
 * it is dirty, ready), and re-renders every field that reads it: a score's incipits took a second full
 * render just after they were first shown. Fields read the methods from here and their own state through
 * `useController`, `useWatch` and `useFormState`, and re-render only when what they show changes.
 */
export function FormMethodsProvider({
  form,
  idPrefix = '',
  children,
}: {
  form: UseFormReturn<FieldValues>;
  /** Set for a form shown over another, so that their inputs' ids (and labels) stay apart. */
  idPrefix?: string;
  children: ReactNode;
}) {
  const { control, getValues, setValue, getFieldState } = form;
  const methods = useMemo(
    () => ({
      control,
      getValues,
      setValue,
      getFieldState,
      fieldId: (path: string) => `${idPrefix}field-${path}`,
    }),
    [control, getValues, setValue, getFieldState, idPrefix],
  );
  return (
    <FormProvider {...form}>
      <FormMethodsContext value={methods}>{children}</FormMethodsContext>
    </FormProvider>
  );
}

export function useFormMethods(): FormMethods {
  const methods = use(FormMethodsContext);
  if (!methods) throw new Error('a field is rendered outside FormMethodsProvider');
  return methods;
}
