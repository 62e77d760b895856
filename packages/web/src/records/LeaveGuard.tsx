import { use, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { type LeaveCheck, NavigationGuardContext } from '../ui/navigationGuard.ts';

/** Leaving is going to another screen; a new tab (`?tab=`) of the same record stays on the form. */
export const leavesScreen: LeaveCheck = (from, to) => from.pathname !== to.pathname;

const noGuard = {
  subscribe: () => () => {},
  held: () => null,
};

/**
 * While `active` (the form holds unsaved changes), leaving asks first: by any in-app navigation (a link,
 * the back and forward buttons, a navigation in code) through the app's navigation guard, by closing or
 * reloading the tab through the browser's own question.
 */
export function LeaveGuard({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const guard = use(NavigationGuardContext);
  // This form's own check: the question it holds a navigation for is this form's to show.
  const check = useMemo<LeaveCheck>(() => (from, to) => leavesScreen(from, to), []);
  const held = useSyncExternalStore((guard ?? noGuard).subscribe, (guard ?? noGuard).held);
  const mine = held?.by === check ? held : null;

  useEffect(() => {
    if (!active || !guard) return;
    const unblock = guard.block(check);
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      unblock();
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [active, guard, check]);

  return (
    <ConfirmDialog
      open={mine !== null}
      title={t('record.leave_title')}
      text={t('record.leave_text')}
      confirmLabel={t('record.leave')}
      onConfirm={() => mine?.proceed()}
      onCancel={() => mine?.reset()}
    />
  );
}
