import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, country: 'Iceland', renewable: 86, perPerson: 50.1, change: 1.2 },
  { id: 2, country: 'Norway', renewable: 71, perPerson: 24.3, change: -0.4 },
  { id: 3, country: 'Uruguay', renewable: 62, perPerson: 4.8, change: 2.9 },
];

const columns = [
  { field: 'country', headerName: 'Country', width: 110 },
  {
    field: 'renewable',
    headerName: 'Share of energy from renewable sources (%)',
    type: 'number',
    width: 150,
  },
  {
    field: 'perPerson',
    headerName: 'Energy use per person (MWh)',
    type: 'number',
    width: 130,
  },
  {
    field: 'change',
    headerName: 'Change since last year (%)',
    type: 'number',
    width: 130,
  },
];

export default function HeaderHeightWrap() {
  const [height, setHeight] = React.useState(88);
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={height}
        onChange={(_event, value) => value && setHeight(value)}
        aria-label="Header height"
        sx={{ mb: 1 }}
      >
        <ToggleButton value={56}>56 px</ToggleButton>
        <ToggleButton value={88}>88 px</ToggleButton>
      </ToggleButtonGroup>
      <Box
        sx={{
          height: 320,
          // Let long titles wrap onto several lines instead of ending in an ellipsis.
          '& .MuiDataGrid-columnHeaderTitle': {
            whiteSpace: 'normal',
            lineHeight: 1.3,
          },
        }}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          columnHeaderHeight={height}
          hideFooter
          aria-label="Energy by country"
        />
      </Box>
    </Box>
  );
}
