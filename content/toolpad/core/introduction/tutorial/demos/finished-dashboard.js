import * as React from 'react';
import Typography from '@mui/material/Typography';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { AppProvider } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import AppFrame, { useDemoRouter } from './app-frame';

const NAVIGATION = [
  { kind: 'header', title: 'Main items' },
  { segment: '', title: 'Dashboard', icon: <DashboardIcon /> },
  { segment: 'orders', title: 'Orders', icon: <ShoppingCartIcon /> },
];

const BRANDING = { title: 'Order Desk' };

const ORDERS = [
  { id: 'A-1001', customer: 'Harbor Cafe', total: '$240.00' },
  { id: 'A-1002', customer: 'Blue Finch Studio', total: '$89.50' },
  { id: 'A-1003', customer: 'Greenway Market', total: '$1,310.00' },
];

function OrdersPage() {
  return (
    <List>
      {ORDERS.map((order) => (
        <ListItem key={order.id} divider>
          <ListItemText
            primary={`${order.id}: ${order.customer}`}
            secondary={order.total}
          />
        </ListItem>
      ))}
    </List>
  );
}

export default function FinishedDashboard() {
  const router = useDemoRouter('/orders');
  // The pages of the app/(dashboard) folder, picked by pathname as Next.js would.
  const page =
    router.pathname === '/orders' ? (
      <OrdersPage />
    ) : (
      <Typography>Welcome to Order Desk!</Typography>
    );
  return (
    <AppFrame title="The finished Order Desk app" height={480}>
      {({ window, theme }) => (
        <AppProvider
          navigation={NAVIGATION}
          branding={BRANDING}
          router={router}
          theme={theme}
          window={window}
        >
          <DashboardLayout>
            <PageContainer>{page}</PageContainer>
          </DashboardLayout>
        </AppProvider>
      )}
    </AppFrame>
  );
}
