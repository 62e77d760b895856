import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** The in-app path a click on a link leads to, or null when the click is not a plain same-site navigation. */
function internalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return null;
  if (anchor.origin !== window.location.origin) return null;
  return `${anchor.pathname}${anchor.search}${anchor.hash}`;
}

/**
 * While `active` (the form holds unsaved changes), leaving by a link or by closing the tab asks first.
 * The app's router keeps no history blocker, so links are caught before React Router sees the click.
 */
export function LeaveGuard({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const target = internalTarget(event);
      if (target === null || target === `${window.location.pathname}${window.location.search}`) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(target);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active]);

  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('record.leave_title')}
      text={t('record.leave_text')}
      confirmLabel={t('record.leave')}
      onConfirm={() => {
        const target = pending;
        setPending(null);
        if (target) navigate(target);
      }}
      onCancel={() => setPending(null)}
    />
  );
}
