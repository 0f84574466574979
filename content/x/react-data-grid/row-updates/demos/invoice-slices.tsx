import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridFetchRowsParams,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const ROW_COUNT = 2000;

interface Invoice {
  id: number;
  customer: string;
  amount: number;
}

const customers = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Stark'];

// Rows are computed from their index, so any slice can be made or "fetched".
function makeRows(first: number, last: number): Invoice[] {
  const rows: Invoice[] = [];
  for (let index = first; index <= last; index += 1) {
    rows.push({
      id: index + 1,
      customer: customers[index % customers.length],
      amount: 100 + ((index * 73) % 900),
    });
  }
  return rows;
}

// A mock server: the same rows after a short delay.
function fetchSlice(first: number, last: number): Promise<Invoice[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(makeRows(first, last)), 300);
  });
}

// The first screenful ships with the page; later slices load as they scroll into view.
const initialRows = makeRows(0, 19);

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', type: 'number', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, sortable: false },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130, sortable: false },
];

export default function InvoiceSlices() {
  const apiRef = useGridApiRef();
  const handleFetchRows = React.useCallback(
    async (params: GridFetchRowsParams) => {
      const rows = await fetchSlice(params.firstRowToRender, params.lastRowToRender);
      apiRef.current.unstable_replaceRows(params.firstRowToRender, rows);
    },
    [apiRef],
  );

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={initialRows}
        columns={columns}
        rowCount={ROW_COUNT}
        rowsLoadingMode="server"
        onFetchRows={handleFetchRows}
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        hideFooterPagination
        density="compact"
        aria-label="2,000 invoices, fetched as they scroll into view"
      />
    </Box>
  );
}
