import Drawer from '@mui/material/Drawer';
import type { HTMLAttributes, ReactNode } from 'react';
import { drawerWidth } from './drawerWidth.ts';

export interface TemporaryDrawerProps {
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

/** The menu under the collapse width: a modal drawer behind a toggle and a scrim (loaded when needed). */
export function TemporaryDrawer({ open, onClose, children }: TemporaryDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      id="navigation-drawer"
      data-testid="navigation-drawer"
      slotProps={{
        paper: { sx: { width: drawerWidth } },
        backdrop: { 'data-testid': 'navigation-scrim' } as HTMLAttributes<HTMLDivElement>,
      }}
    >
      {children}
    </Drawer>
  );
}
