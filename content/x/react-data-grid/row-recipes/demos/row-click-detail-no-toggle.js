import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    plant: 'Monstera',
    light: 'Bright, indirect',
    care: 'Water when the top 5 cm of soil are dry.',
  },
  {
    id: 2,
    plant: 'Snake plant',
    light: 'Low to bright',
    care: 'Water every three to four weeks; tolerates neglect.',
  },
  {
    id: 3,
    plant: 'Calathea',
    light: 'Medium, indirect',
    care: 'Keep soil moist and use filtered water.',
  },
];

const columns = [
  { field: 'plant', headerName: 'Plant', flex: 1 },
  { field: 'light', headerName: 'Light', flex: 1 },
];

export default function RowClickDetailNoToggle() {
  const apiRef = useGridApiRef();

  const handleRowClick = ({ id }) => apiRef.current.toggleDetailPanel(id);

  // Keyboard users get the same toggle with Enter, since the toggle button column is hidden.
  const handleCellKeyDown = ({ id }, event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apiRef.current.toggleDetailPanel(id);
    }
  };

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        columnVisibilityModel={{ [GRID_DETAIL_PANEL_TOGGLE_FIELD]: false }}
        onRowClick={handleRowClick}
        onCellKeyDown={handleCellKeyDown}
        getDetailPanelHeight={() => 'auto'}
        getDetailPanelContent={({ row }) => (
          <Typography variant="body2" sx={{ p: 2 }}>
            {row.care}
          </Typography>
        )}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
        hideFooter
        aria-label="House plants"
      />
    </Box>
  );
}
