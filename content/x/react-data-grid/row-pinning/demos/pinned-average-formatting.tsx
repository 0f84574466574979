import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridValidRowModel } from '@mui/x-data-grid-pro';

interface Runner {
  id: number | string;
  name: string;
  km5: number;
  km10: number;
}

const rows: Runner[] = [
  { id: 1, name: 'Aoife', km5: 24.5, km10: 51.2 },
  { id: 2, name: 'Bongani', km5: 21.8, km10: 45.9 },
  { id: 3, name: 'Carmen', km5: 26.1, km10: 55.0 },
  { id: 4, name: 'Dmitri', km5: 23.3, km10: 49.4 },
];

const average = (field: 'km5' | 'km10') => rows.reduce((sum, row) => sum + row[field], 0) / rows.length;

const pinnedRows = {
  top: [{ id: 'average', name: 'Club average', km5: average('km5'), km10: average('km10') }],
};

// A pinned row has rowNode.type 'pinnedRow': format its values differently from the data rows.
const minutes = (value: number, pinned: boolean) =>
  pinned ? `≈ ${value.toFixed(1)} min` : `${Math.floor(value)}:${String(Math.round((value % 1) * 60)).padStart(2, '0')}`;

const timeColumn = (field: 'km5' | 'km10', headerName: string): GridColDef<GridValidRowModel> => ({
  field,
  headerName,
  type: 'number',
  width: 140,
  renderCell: ({ value, rowNode }) => minutes(value as number, rowNode.type === 'pinnedRow'),
});

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Runner', flex: 1 },
  timeColumn('km5', '5 km'),
  timeColumn('km10', '10 km'),
];

export default function PinnedAverageFormatting() {
  return (
    <Box
      sx={{
        height: 330,
        width: '100%',
        '& .pinned-average': { fontStyle: 'italic', bgcolor: 'action.hover' },
      }}
    >
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        getRowClassName={({ id }) => (id === 'average' ? 'pinned-average' : '')}
        hideFooter
        aria-label="Race times"
      />
    </Box>
  );
}
