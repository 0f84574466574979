import * as React from 'react';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import PeopleIcon from '@mui/icons-material/People';
import { AppProvider } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import AppFrame, { useDemoRouter } from './app-frame';

// Each `segment` is a path below the app root: "orders" is /orders.
const navigation = [
  { segment: 'dashboard', title: 'Dashboard', icon: <DashboardIcon /> },
  { segment: 'orders', title: 'Orders', icon: <ShoppingCartIcon /> },
  { segment: 'customers', title: 'Customers', icon: <PeopleIcon /> },
];

function Content({ pathname }) {
  const page = navigation.find(
    (item) => 'segment' in item && `/${item.segment}` === pathname,
  );
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1">
        {page && 'title' in page ? page.title : 'Not found'}
      </Typography>
      <Typography color="text.secondary">The router is at {pathname}</Typography>
    </Box>
  );
}

export default function BasicDashboard() {
  const router = useDemoRouter('/dashboard');
  return (
    <AppFrame title="Dashboard with three pages">
      {({ window, theme }) => (
        <AppProvider
          navigation={navigation}
          router={router}
          theme={theme}
          window={window}
        >
          <DashboardLayout>
            <Content pathname={router.pathname} />
          </DashboardLayout>
        </AppProvider>
      )}
    </AppFrame>
  );
}
