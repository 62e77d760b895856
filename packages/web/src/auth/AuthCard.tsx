import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ScreenContainer } from '../ui/ScreenContainer.tsx';
import { useScreenTitle } from '../ui/screenTitle.ts';

export interface AuthCardProps {
  title: string;
  /** The id of the heading, for a form that names itself after it. */
  titleId?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The narrow card every /auth/ screen sits in: login, register, logout, verification, password reset. */
export function AuthCard({ title, titleId, children, footer }: AuthCardProps) {
  useScreenTitle(title);
  return (
    <ScreenContainer width="sm">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 480, mx: 'auto' }}>
        <Typography variant="h4" component="h1" id={titleId} sx={{ mb: 3 }}>
          {title}
        </Typography>
        {children}
        {footer && <Box sx={{ mt: 3 }}>{footer}</Box>}
      </Paper>
    </ScreenContainer>
  );
}
