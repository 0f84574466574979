import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarFilterButton,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';

function EndToolbar({ setFilterButtonEl }) {
  return (
    <GridToolbarContainer sx={{ justifyContent: 'space-between', p: 1 }}>
      <GridToolbarQuickFilter />
      <GridToolbarFilterButton ref={setFilterButtonEl} />
    </GridToolbarContainer>
  );
}

const rows = [
  { id: 1, species: 'Barn owl', seen: 3, site: 'Marsh' },
  { id: 2, species: 'Kingfisher', seen: 1, site: 'River' },
  { id: 3, species: 'Grey heron', seen: 5, site: 'River' },
  { id: 4, species: 'Skylark', seen: 9, site: 'Meadow' },
];

const columns = [
  { field: 'species', headerName: 'Species', flex: 1 },
  { field: 'site', headerName: 'Site', width: 120 },
  { field: 'seen', headerName: 'Sightings', type: 'number', width: 110 },
];

export default function FilterPanelPosition() {
  const [filterButtonEl, setFilterButtonEl] = React.useState(null);
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: EndToolbar }}
        slotProps={{
          // The panel opens under the filter button, aligned with its right edge.
          panel: { anchorEl: filterButtonEl, placement: 'bottom-end' },
          toolbar: { setFilterButtonEl },
        }}
        hideFooter
        aria-label="Bird sightings"
      />
    </Box>
  );
}
