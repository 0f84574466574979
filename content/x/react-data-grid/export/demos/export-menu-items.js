import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridCsvExportMenuItem,
  GridPrintExportMenuItem,
  GridToolbarContainer,
  GridToolbarExportContainer,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import { stock, stockColumns } from './stock';

function JsonMenuItem({ hideMenu }) {
  const apiRef = useGridApiContext();
  const exportJson = () => {
    const data = gridFilteredSortedRowEntriesSelector(apiRef).map(
      (entry) => entry.model,
    );
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = 'stock.json';
    link.click();
    URL.revokeObjectURL(url);
    hideMenu?.();
  };
  return <MenuItem onClick={exportJson}>Download as JSON</MenuItem>;
}

// The export menu rebuilt from its parts, with a third format.
function MenuToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExportContainer>
        <GridCsvExportMenuItem options={{ fileName: 'stock' }} />
        <GridPrintExportMenuItem />
        <JsonMenuItem />
      </GridToolbarExportContainer>
    </GridToolbarContainer>
  );
}

export default function ExportMenuItems() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={stock}
        columns={stockColumns}
        slots={{ toolbar: MenuToolbar }}
        density="compact"
        hideFooter
        aria-label="Stock list with a JSON export"
      />
    </Box>
  );
}
