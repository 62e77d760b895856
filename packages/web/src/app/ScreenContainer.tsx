import { Container } from '@mui/material';
import type { ReactNode } from 'react';

export interface ScreenContainerProps {
  children: ReactNode;
  width?: 'sm' | 'md' | 'lg' | 'xl';
}

/** The content column every screen sits in. */
export function ScreenContainer({ children, width = 'md' }: ScreenContainerProps) {
  return (
    <Container maxWidth={width} sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}
