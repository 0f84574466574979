import * as React from 'react';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import InventoryIcon from '@mui/icons-material/Inventory';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { AppProvider } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import AppFrame, { useDemoRouter } from './app-frame';

const navigation = [
  { segment: 'stock', title: 'Stock', icon: <InventoryIcon /> },
  { segment: 'shipments', title: 'Shipments', icon: <LocalShippingIcon /> },
];

// An inline SVG logo: no image request, and it takes the current text colour.
const logo = (
  <svg
    width="32"
    height="32"
    viewBox="0 0 32 32"
    role="img"
    aria-label="Northwind logo"
  >
    <rect width="32" height="32" rx="8" fill="#2e7d32" />
    <path d="M9 23V9l14 14V9" stroke="#fff" strokeWidth="3" fill="none" />
  </svg>
);

export default function CustomBranding() {
  const router = useDemoRouter('/stock');
  return (
    <AppFrame title="Dashboard with a custom logo and title">
      {({ window, theme }) => (
        <AppProvider
          branding={{ logo, title: 'Northwind Depot' }}
          navigation={navigation}
          router={router}
          theme={theme}
          window={window}
        >
          <DashboardLayout>
            <Box sx={{ p: 3 }}>
              <Typography variant="h5" component="h1">
                {router.pathname === '/stock' ? 'Stock levels' : 'Shipments'}
              </Typography>
            </Box>
          </DashboardLayout>
        </AppProvider>
      )}
    </AppFrame>
  );
}
