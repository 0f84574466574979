import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid } from '@mui/x-data-grid';

// Mock API in the browser: rejects negative prices after a short delay, like a server would.
function saveProduct(product) {
  return new Promise((resolve, reject) =>
    setTimeout(
      () =>
        product.price < 0
          ? reject(new Error('The price cannot be negative'))
          : resolve(product),
      300,
    ),
  );
}

const rows = [
  { id: 1, name: 'Notebook, dotted', price: 12 },
  { id: 2, name: 'Fountain pen', price: 38 },
  { id: 3, name: 'Ink, blue-black', price: 9 },
];

const columns = [
  { field: 'name', headerName: 'Product', flex: 1, editable: true },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 120,
    editable: true,
  },
];

export default function ServerPersistence() {
  const [message, setMessage] = React.useState(null);
  // The promise's value becomes the row; a rejection keeps the old row and calls onProcessRowUpdateError.
  const processRowUpdate = React.useCallback(async (updated) => {
    const saved = await saveProduct(updated);
    setMessage({ text: `Saved ${saved.name}`, severity: 'success' });
    return saved;
  }, []);
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(error) =>
          setMessage({ text: error.message, severity: 'error' })
        }
        hideFooter
        aria-label="Stationery prices"
      />
      <Snackbar
        open={message !== null}
        autoHideDuration={3000}
        onClose={() => setMessage(null)}
      >
        {message ? (
          <Alert
            severity={message.severity}
            onClose={() => setMessage(null)}
            variant="filled"
          >
            {message.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}
