import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { accountColumns, accounts } from './accounts';

// A mock server in the browser: no network request is made.
function fetchInvoices(account) {
  const invoices = ['January', 'February', 'March'].map((month, index) => ({
    month,
    amount: account.seats * (8 + index),
  }));
  return new Promise((resolve) => setTimeout(() => resolve(invoices), 700));
}

// The panel mounts when it opens, so it loads its own data then.
function InvoicesPanel({ row }) {
  const [invoices, setInvoices] = React.useState(null);
  React.useEffect(() => {
    let current = true;
    fetchInvoices(row).then((result) => current && setInvoices(result));
    return () => {
      current = false;
    };
  }, [row]);

  if (!invoices) {
    return (
      <Box sx={{ p: 2 }}>
        <LinearProgress aria-label={`Loading invoices of ${row.company}`} />
      </Box>
    );
  }
  return (
    <List dense sx={{ px: 3 }} aria-label={`Invoices of ${row.company}`}>
      {invoices.map((invoice) => (
        <ListItem key={invoice.month} disableGutters>
          <ListItemText primary={`${invoice.month}: €${invoice.amount}`} />
        </ListItem>
      ))}
    </List>
  );
}

export default function LazyPanelContent() {
  const getDetailPanelContent = React.useCallback(
    ({ row }) => <InvoicesPanel row={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto', []);
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={accounts}
        columns={accountColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        density="compact"
        hideFooter
        aria-label="Accounts whose invoices load on opening"
      />
    </Box>
  );
}
