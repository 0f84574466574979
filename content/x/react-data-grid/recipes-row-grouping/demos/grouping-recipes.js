import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, genre: 'Jazz', album: 'Kind of Blue', year: 1959, label: 'Columbia' },
  { id: 2, genre: 'Jazz', album: 'A Love Supreme', year: 1965, label: 'Impulse!' },
  { id: 3, genre: 'Afrobeat', album: 'Zombie', year: 1976, label: 'Coconut' },
  { id: 4, genre: 'Bossa nova', album: 'Getz/Gilberto', year: 1964, label: 'Verve' },
  { id: 5, genre: 'Jazz', album: 'Mingus Ah Um', year: 1959, label: 'Columbia' },
  { id: 6, genre: 'Bossa nova', album: 'Elis & Tom', year: 1974, label: 'Philips' },
];

const columns = [
  { field: 'genre', headerName: 'Genre', width: 120 },
  { field: 'album', headerName: 'Album', width: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'label', headerName: 'Label', width: 140 },
];

export default function GroupingRecipes() {
  const apiRef = useGridApiRef();
  const toggleGroup = ({ id }) => {
    const node = apiRef.current.getRowNode(id);
    if (node?.type === 'group')
      apiRef.current.setRowChildrenExpansion(id, !node.childrenExpanded);
  };
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        onRowClick={toggleGroup}
        initialState={{
          rowGrouping: { model: ['genre'] },
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
        }}
        // Tree grid roles for group rows, the default from version 8.
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Record collection"
      />
    </Box>
  );
}
