import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  gridColumnDefinitionsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

function ColumnSummary() {
  const apiRef = useGridApiContext();
  const all = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  const visible = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <Typography variant="body2" color="text.secondary" role="status">
        {visible.length} of {all.length} columns shown:{' '}
        {visible.map((column) => column.headerName).join(', ')}
      </Typography>
    </GridToolbarContainer>
  );
}

const rows = [
  { id: 1, river: 'Danube', length: 2850, mouth: 'Black Sea', countries: 10 },
  { id: 2, river: 'Mekong', length: 4909, mouth: 'South China Sea', countries: 6 },
  { id: 3, river: 'Paraná', length: 4880, mouth: 'Río de la Plata', countries: 3 },
];

const columns = [
  { field: 'river', headerName: 'River', flex: 1 },
  { field: 'length', headerName: 'Length (km)', type: 'number', width: 120 },
  { field: 'mouth', headerName: 'Mouth', width: 150 },
  { field: 'countries', headerName: 'Countries', type: 'number', width: 100 },
];

export default function ColumnSelectors() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: { countries: false } } }}
        slots={{ toolbar: ColumnSummary }}
        hideFooter
        aria-label="Rivers"
      />
    </Box>
  );
}
