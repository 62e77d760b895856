import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdministeredUserFragment } from '../../graphql/generated/graphql.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import type { UserActions } from './useUserActions.ts';

export interface UserActionsMenuProps {
  user: AdministeredUserFragment;
  actions: UserActions;
}

/** The actions on one account behind a menu button; suspending asks first. */
export function UserActionsMenu({ user, actions }: UserActionsMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const suspended = user.status === 'suspended';

  async function run(action: () => Promise<void>) {
    setAnchor(null);
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <IconButton
        aria-label={t('users.actions_for', { name: user.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="user-actions"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {suspended ? (
          <MenuItem onClick={() => run(() => actions.activate(user))} data-testid="user-activate">
            <ListItemText>{t('users.activate')}</ListItemText>
          </MenuItem>
        ) : (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setConfirming(true);
            }}
            data-testid="user-suspend"
          >
            <ListItemText>{t('users.suspend')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem
          onClick={() => run(() => actions.sendPasswordResetLink(user))}
          data-testid="user-send-reset"
        >
          <ListItemText>{t('users.send_reset')}</ListItemText>
        </MenuItem>
        {!user.email_verified_at && (
          <MenuItem
            onClick={() => run(() => actions.resendVerificationEmail(user))}
            data-testid="user-resend-verification"
          >
            <ListItemText>{t('users.resend_verification')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={t('users.suspend_title')}
        text={t('users.suspend_confirm', { name: user.name })}
        confirmLabel={t('users.suspend')}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(() => actions.suspend(user));
        }}
      />
    </>
  );
}
