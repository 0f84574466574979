import * as React from 'react';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Button from '@mui/material/Button';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { AppProvider } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import AppFrame, { useDemoRouter } from './app-frame';

const navigation = [
  { segment: 'invoices', title: 'Invoices', icon: <ReceiptIcon /> },
];

const invoices = [
  { id: 'INV-204', customer: 'Harbor Cafe', total: '$1,240' },
  { id: 'INV-205', customer: 'Blue Finch Studio', total: '$380' },
];

function Invoices({ router }) {
  // The selected invoice lives in the URL (?id=...), so it survives a reload in a real app.
  const selected = invoices.find(
    (invoice) => invoice.id === router.searchParams.get('id'),
  );
  if (selected) {
    return (
      <Box sx={{ p: 3 }}>
        <Typography variant="h5" component="h1">
          {selected.id}
        </Typography>
        <Typography gutterBottom>
          {selected.customer}: {selected.total}
        </Typography>
        <Button variant="outlined" onClick={() => router.navigate('/invoices')}>
          Back to the list
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h5" component="h1">
        Invoices
      </Typography>
      <List>
        {invoices.map((invoice) => (
          <ListItemButton
            key={invoice.id}
            onClick={() => router.navigate(`/invoices?id=${invoice.id}`)}
          >
            <ListItemText primary={invoice.id} secondary={invoice.customer} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}

export default function NavigateFromContent() {
  const router = useDemoRouter('/invoices');
  return (
    <AppFrame title="Dashboard that navigates from its content" height={460}>
      {({ window, theme }) => (
        <AppProvider
          navigation={navigation}
          router={router}
          theme={theme}
          window={window}
        >
          <DashboardLayout>
            <Invoices router={router} />
          </DashboardLayout>
        </AppProvider>
      )}
    </AppFrame>
  );
}
