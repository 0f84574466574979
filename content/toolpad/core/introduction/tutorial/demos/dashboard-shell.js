import * as React from 'react';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { AppProvider } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import AppFrame, { useDemoRouter } from './app-frame';

// The tutorial's navigation and branding, as in app/layout.tsx.
const NAVIGATION = [
  { kind: 'header', title: 'Main items' },
  { segment: '', title: 'Dashboard', icon: <DashboardIcon /> },
  { segment: 'orders', title: 'Orders', icon: <ShoppingCartIcon /> },
];

const BRANDING = { title: 'Order Desk' };

export default function DashboardShell() {
  // Next.js provides the router in the real app; the demo keeps its URL in state.
  const router = useDemoRouter('/');
  return (
    <AppFrame title="Order Desk after step 3">
      {({ window, theme }) => (
        <AppProvider
          navigation={NAVIGATION}
          branding={BRANDING}
          router={router}
          theme={theme}
          window={window}
        >
          <DashboardLayout>
            <Box sx={{ p: 3 }}>
              {router.pathname === '/' ? (
                <Typography>Welcome to Order Desk!</Typography>
              ) : (
                <Typography color="text.secondary">
                  No page at {router.pathname} yet: step 4 adds it.
                </Typography>
              )}
            </Box>
          </DashboardLayout>
        </AppProvider>
      )}
    </AppFrame>
  );
}
