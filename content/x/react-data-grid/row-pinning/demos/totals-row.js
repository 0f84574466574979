import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';

const initialRows = [
  { id: 1, item: 'Venue', planned: 4200, spent: 4200 },
  { id: 2, item: 'Catering', planned: 3100, spent: 2875 },
  { id: 3, item: 'Audio and video', planned: 1500, spent: 1720 },
  { id: 4, item: 'Printing', planned: 600, spent: 410 },
  { id: 5, item: 'Travel grants', planned: 2500, spent: 1900 },
];

const columns = [
  { field: 'item', headerName: 'Budget line', flex: 1 },
  {
    field: 'planned',
    headerName: 'Planned',
    type: 'number',
    width: 110,
    editable: true,
  },
  {
    field: 'spent',
    headerName: 'Spent',
    type: 'number',
    width: 110,
    editable: true,
  },
];

export default function TotalsRow() {
  const [rows, setRows] = React.useState(initialRows);
  const totals = React.useMemo(
    () => ({
      id: 'total',
      item: 'Total',
      planned: rows.reduce((sum, row) => sum + row.planned, 0),
      spent: rows.reduce((sum, row) => sum + row.spent, 0),
    }),
    [rows],
  );
  const processRowUpdate = (updated) => {
    setRows((previous) =>
      previous.map((row) => (row.id === updated.id ? updated : row)),
    );
    return updated;
  };
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .MuiDataGrid-row--lastVisible, & [data-id="total"]': { fontWeight: 700 },
      }}
    >
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={{ bottom: [totals] }}
        isCellEditable={({ id }) => id !== 'total'}
        processRowUpdate={processRowUpdate}
        hideFooter
        aria-label="Event budget"
      />
    </Box>
  );
}
