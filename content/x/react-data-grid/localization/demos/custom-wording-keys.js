import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';

const volunteers = [
  { id: 1, name: 'Ines', shift: 'Morning' },
  { id: 2, name: 'Kwame', shift: 'Evening' },
  { id: 3, name: 'Lotte', shift: 'Morning' },
];

const columns = [
  { field: 'name', headerName: 'Volunteer', flex: 1 },
  { field: 'shift', headerName: 'Shift', flex: 1 },
];

// Only the keys you pass change; every other text stays the grid's English default.
const localeText = {
  noRowsLabel: 'Nobody has signed up yet',
  noResultsOverlayLabel: 'No volunteer matches that search',
  toolbarQuickFilterPlaceholder: 'Find a volunteer…',
  footerRowSelected: (count) =>
    count === 1 ? '1 volunteer chosen' : `${count} volunteers chosen`,
};

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function CustomWordingKeys() {
  const [rows, setRows] = React.useState(volunteers);
  return (
    <Box sx={{ width: '100%' }}>
      <Button
        sx={{ mb: 1 }}
        onClick={() => setRows((prev) => (prev.length ? [] : volunteers))}
      >
        {rows.length ? 'Remove all rows' : 'Restore rows'}
      </Button>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          localeText={localeText}
          slots={{ toolbar: Toolbar }}
          aria-label="Volunteers"
        />
      </Box>
    </Box>
  );
}
