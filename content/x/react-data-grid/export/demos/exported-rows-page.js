import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarExport,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridExpandedSortedRowIdsSelector,
} from '@mui/x-data-grid';
import { stock, stockColumns } from './stock';

// Only the rows on screen: the current page, after sorting and filtering.
const currentPage = ({ apiRef }) =>
  gridPaginatedVisibleSortedGridRowIdsSelector(apiRef);

// Every row that passes the filters, whatever the page.
const allFiltered = ({ apiRef }) => gridExpandedSortedRowIdsSelector(apiRef);

function RowsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport
        csvOptions={{ getRowsToExport: currentPage, fileName: 'stock-page' }}
        printOptions={{ getRowsToExport: allFiltered }}
      />
    </GridToolbarContainer>
  );
}

export default function ExportedRowsPage() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={stock}
        columns={stockColumns}
        slots={{ toolbar: RowsToolbar }}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5]}
        density="compact"
        aria-label="Stock list exporting the current page"
      />
    </Box>
  );
}
