import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type NavigateOptions, useNavigate } from 'react-router';
import { preloadRoute } from '../app/routes.tsx';

interface Leaving {
  to: string;
  options: NavigateOptions;
}

/**
 * Leaves the form once it holds no unsaved changes, after a save or a delete: its values become the
 * form's own first, so the leave guard (which asks only while the form is dirty) lets the navigation pass.
 * What the next screen shows is asked for at once, while the form settles.
 */
export function useLeaveForm(form: UseFormReturn<FieldValues, unknown, FieldValues>) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const { isDirty } = form.formState;

  // The guard's effect (a child's) has taken the clean state before this one runs.
  useEffect(() => {
    if (leaving && !isDirty) navigate(leaving.to, leaving.options);
  }, [leaving, isDirty, navigate]);

  return function leave(to: string, options: NavigateOptions = {}) {
    preloadRoute(to, client);
    form.reset(form.getValues());
    setLeaving({ to, options });
  };
}
