export const drawerWidth = 280;
