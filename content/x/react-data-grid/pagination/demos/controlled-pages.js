import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid } from '@mui/x-data-grid';

const rows = Array.from({ length: 95 }, (_, index) => ({
  id: index + 1,
  invoice: `F-${2027}${String(index + 1).padStart(4, '0')}`,
  amount: 80 + ((index * 37) % 900),
}));

const columns = [
  { field: 'invoice', headerName: 'Invoice', flex: 1 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
];

export default function ControlledPages() {
  const [model, setModel] = React.useState({ page: 0, pageSize: 10 });
  const pageCount = Math.ceil(rows.length / model.pageSize);
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1 }}>
        <TextField
          size="small"
          type="number"
          label="Go to page"
          value={model.page + 1}
          onChange={(event) => {
            const page = Math.min(
              Math.max(Number(event.target.value) - 1, 0),
              pageCount - 1,
            );
            if (!Number.isNaN(page)) setModel((previous) => ({ ...previous, page }));
          }}
          inputProps={{ min: 1, max: pageCount }}
          helperText={`${pageCount} pages`}
        />
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={model}
          onPaginationModelChange={setModel}
          pageSizeOptions={[10, 25, 50]}
          density="compact"
          aria-label="Invoices"
        />
      </Box>
    </Box>
  );
}
