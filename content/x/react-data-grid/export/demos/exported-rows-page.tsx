import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCsvGetRowsToExportParams,
  GridToolbarContainer,
  GridToolbarExport,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridExpandedSortedRowIdsSelector,
} from '@mui/x-data-grid';
import { stock, stockColumns } from './stock';

// Only the rows on screen: the current page, after sorting and filtering.
const currentPage = ({ apiRef }: GridCsvGetRowsToExportParams) =>
  gridPaginatedVisibleSortedGridRowIdsSelector(apiRef);

// Every row that passes the filters, whatever the page.
const allFiltered = ({ apiRef }: GridCsvGetRowsToExportParams) => gridExpandedSortedRowIdsSelector(apiRef);

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
