import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnVisibilityModel, GridToolbarColumnsButton, GridToolbarContainer } from '@mui/x-data-grid';

interface Line {
  id: string;
  section?: string;
  item: string;
  qty: number | null;
  price: number | null;
}

const rows: Line[] = [
  { id: 's1', section: 'Materials', item: '', qty: null, price: null },
  { id: 'm1', item: 'Oak boards', qty: 12, price: 18 },
  { id: 'm2', item: 'Wood glue', qty: 2, price: 7.5 },
  { id: 's2', section: 'Labour', item: '', qty: null, price: null },
  { id: 'l1', item: 'Joinery (hours)', qty: 6, price: 45 },
  { id: 'l2', item: 'Finishing (hours)', qty: 3, price: 40 },
];

const columns: GridColDef<Line>[] = [
  {
    field: 'item',
    headerName: 'Item',
    flex: 1,
    minWidth: 160,
    // A section row spans every visible column, however many the reader keeps shown.
    colSpan: (_value, row, _column, apiRef) => (row.section ? apiRef.current.getVisibleColumns().length : 1),
    valueGetter: (value, row) => row.section ?? value,
  },
  { field: 'qty', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'price', headerName: 'Unit price', type: 'number', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => (row.qty != null && row.price != null ? row.qty * row.price : null),
  },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function FullWidthSectionRows() {
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({});
  return (
    <Box sx={{ height: 400, width: '100%', '& .section-row': { fontWeight: 700, bgcolor: 'action.hover' } }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={setVisibility}
        getRowClassName={({ row }) => (row.section ? 'section-row' : '')}
        slots={{ toolbar: Toolbar }}
        disableColumnSorting
        hideFooter
        aria-label="Workshop quote"
      />
    </Box>
  );
}
