import { Chip, Stack, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AdministeredUserFragment } from '../../graphql/generated/graphql.ts';
import { PermissionSelect } from './PermissionSelect.tsx';
import { UserActionsMenu } from './UserActionsMenu.tsx';
import { formatDate } from './userDisplay.ts';
import type { UserActions } from './useUserActions.ts';

export interface UserRowProps {
  user: AdministeredUserFragment;
  actions: UserActions;
}

export function UserRow({ user, actions }: UserRowProps) {
  const { t, i18n } = useTranslation();
  const suspended = user.status === 'suspended';
  return (
    <TableRow data-testid="user-row" data-email={user.email} hover>
      <TableCell component="th" scope="row" data-cell="name" sx={{ fontWeight: 500, minWidth: { md: 150 } }}>
        {user.name}
      </TableCell>
      <TableCell data-cell="email" sx={{ overflowWrap: 'break-word' }}>
        {user.email}
      </TableCell>
      <TableCell
        data-cell="registered_at"
        data-label={t('users.columns.registered_at')}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {formatDate(user.registered_at, i18n.language)}
      </TableCell>
      <TableCell data-cell="status">
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }} data-testid="user-status">
          <Chip
            size="small"
            variant="outlined"
            color={suspended ? 'error' : 'success'}
            label={t(suspended ? 'users.status.suspended' : 'users.status.activated')}
          />
          {!user.email_verified_at && (
            // The warning's orange on white reads at 3.1:1: the text is the body colour, the border says warning.
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              sx={{ color: 'text.primary' }}
              label={t('users.status.unverified')}
            />
          )}
        </Stack>
      </TableCell>
      <TableCell data-cell="permissions">
        <PermissionSelect user={user} actions={actions} />
      </TableCell>
      <TableCell data-cell="actions" align="right" sx={{ width: 56 }}>
        <UserActionsMenu user={user} actions={actions} />
      </TableCell>
    </TableRow>
  );
}
