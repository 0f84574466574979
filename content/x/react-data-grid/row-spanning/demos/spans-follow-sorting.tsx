import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbarContainer, GridToolbarQuickFilter } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  warehouse: string;
  carrier: string;
  parcels: number;
}

const shipments: Shipment[] = [
  { id: 1, warehouse: 'Leeds', carrier: 'Northline', parcels: 12 },
  { id: 2, warehouse: 'Bristol', carrier: 'Northline', parcels: 7 },
  { id: 3, warehouse: 'Leeds', carrier: 'Swift Post', parcels: 4 },
  { id: 4, warehouse: 'Bristol', carrier: 'Swift Post', parcels: 9 },
  { id: 5, warehouse: 'Leeds', carrier: 'Northline', parcels: 15 },
  { id: 6, warehouse: 'Glasgow', carrier: 'Swift Post', parcels: 3 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function SpansFollowSorting() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={shipments}
        columns={columns}
        unstable_rowSpanning
        showCellVerticalBorder
        initialState={{ sorting: { sortModel: [{ field: 'warehouse', sort: 'asc' }] } }}
        slots={{ toolbar: Toolbar }}
        disableRowSelectionOnClick
        hideFooter
        aria-label="Shipments by warehouse"
      />
    </Box>
  );
}
