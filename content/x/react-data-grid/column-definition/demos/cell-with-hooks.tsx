import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  gridRowSelectionStateSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

// A cell component can use the grid's hooks: it re-renders when the selection changes.
function SelectedBadge({ id }: GridRenderCellParams) {
  const apiRef = useGridApiContext();
  const selection = useGridSelector(apiRef, gridRowSelectionStateSelector);
  const position = selection.indexOf(id);
  if (position === -1) return null;
  return <Chip size="small" color="primary" label={`Pick ${position + 1} of ${selection.length}`} />;
}

const rows = [
  { id: 1, dish: 'Shakshuka' },
  { id: 2, dish: 'Pad thai' },
  { id: 3, dish: 'Pierogi' },
  { id: 4, dish: 'Feijoada' },
];

const columns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', flex: 1 },
  { field: 'pick', headerName: 'Your order', width: 160, sortable: false, renderCell: (params) => <SelectedBadge {...params} /> },
];

export default function CellWithHooks() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection hideFooter aria-label="Dishes; tick them to order" />
    </Box>
  );
}
