import {
  Alert,
  Box,
  Button,
  Paper,
  Snackbar,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Flash, flashText } from '../../ui/flash.ts';
import { LoadingIndicator } from '../../ui/LoadingIndicator.tsx';
import { ScreenContainer } from '../../ui/ScreenContainer.tsx';
import { visuallyHidden } from '../../ui/visuallyHidden.ts';
import { SearchParamField } from '../SearchParamField.tsx';
import { SettingsHeader } from '../SettingsHeader.tsx';
import { UserRow } from './UserRow.tsx';
import { userTableLayout } from './userTableLayout.ts';
import { useUserActions } from './useUserActions.ts';
import { useUsers } from './useUsers.ts';

const columns = ['name', 'email', 'registered_at', 'status', 'permissions'] as const;

/** `/settings/users` (admins): the accounts with search and paging, and what an administrator may do to them. */
export function UsersScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { result, loading, error, more } = useUsers(params.get('q') ?? '');
  const [message, setMessage] = useState<(Flash & { key: number }) | null>(null);
  const actions = useUserActions((flash) => setMessage({ ...flash, key: Date.now() }));

  return (
    <ScreenContainer width="lg">
      <SettingsHeader title={t('users.title')} />
      <SearchParamField label={t('users.search_label')} testId="users-search" />
      {error && !result && (
        <Alert severity="error" data-testid="users-failed">
          {t('users.failed')}
        </Alert>
      )}
      {!result && loading && <LoadingIndicator size="section" />}
      {result && result.total === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="users-empty">
          {t('users.empty')}
        </Typography>
      )}
      {result && result.total > 0 && (
        <>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mb: 1 }}
            aria-live="polite"
            data-testid="users-total"
          >
            {t('users.total', { count: result.total })}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table aria-label={t('users.title')} data-testid="users-table" sx={userTableLayout}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column}>{t(`users.columns.${column}`)}</TableCell>
                  ))}
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      {t('users.columns.actions')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.items.map((user) => (
                  <UserRow key={user.id} user={user} actions={actions} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {result.hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={more} loading={loading} data-testid="users-more">
                {t('users.more')}
              </Button>
            </Box>
          )}
        </>
      )}
      <Snackbar
        key={message?.key}
        open={!!message}
        autoHideDuration={message?.severity === 'success' ? 8000 : null}
        onClose={(_, reason) => reason !== 'clickaway' && setMessage(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={message?.severity ?? 'info'}
          variant="filled"
          onClose={() => setMessage(null)}
          data-testid="users-message"
        >
          {message && flashText(t, message)}
        </Alert>
      </Snackbar>
    </ScreenContainer>
  );
}
