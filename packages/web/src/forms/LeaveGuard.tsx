import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** Leaving is going to another screen; a new tab (`?tab=`) of the same record stays on the form. */
export const leavesScreen: BlockerFunction = ({ currentLocation, nextLocation }) =>
  currentLocation.pathname !== nextLocation.pathname;

/**
 * While `active` (the form holds unsaved changes), leaving asks first: by any in-app navigation (a link,
 * the back and forward buttons, a navigation in code) through the router's blocker, by closing or
 * reloading the tab through the browser's own question.
 */
export function LeaveGuard({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(active ? leavesScreen : false);

  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [active]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('record.leave_title')}
      text={t('record.leave_text')}
      confirmLabel={t('record.leave')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
