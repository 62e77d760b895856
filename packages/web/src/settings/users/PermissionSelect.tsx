import { MenuItem, Select } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdministeredUserFragment } from '../../graphql/generated/graphql.ts';
import { permissionOf, type Role, roleOf, roleOptions } from './userDisplay.ts';
import type { UserActions } from './useUserActions.ts';

export interface PermissionSelectProps {
  user: AdministeredUserFragment;
  actions: UserActions;
}

/**
 * The account's role, changed on choosing another (spec §6 ids). A menu rather than a native select:
 * moving through the options with the keyboard does not save each one on the way.
 */
export function PermissionSelect({ user, actions }: PermissionSelectProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const role = roleOf(user.permissions);

  async function change(next: Role) {
    if (next === role) return;
    setSaving(true);
    try {
      await actions.setPermission(user, permissionOf(next));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Select
      size="small"
      value={role ?? ''}
      displayEmpty
      disabled={saving}
      onChange={(event) => void change(event.target.value as Role)}
      aria-label={t('users.permissions_of', { name: user.name })}
      renderValue={(value) => t(`users.roles.${value || 'none'}`)}
      data-testid="user-permission"
      sx={{ minWidth: 150 }}
    >
      {roleOptions.map((option) => (
        <MenuItem key={option.role} value={option.role} data-testid={`role-${option.role}`}>
          {t(`users.roles.${option.role}`)}
        </MenuItem>
      ))}
    </Select>
  );
}
