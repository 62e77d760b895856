import { Container } from '@mui/material';
import type { ReactNode } from 'react';

export interface ScreenContainerProps {
  children: ReactNode;
  width?: 'sm' | 'md' | 'lg' | 'xl';
}

/** The content column every screen sits in. */
export function ScreenContainer({ children, width = 'md' }: ScreenContainerProps) {
  return (
    // The widest screens are desks worked at beside a scan: less room above, more for the work.
    <Container maxWidth={width} sx={{ py: width === 'xl' ? { xs: 2, md: 3 } : { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}
