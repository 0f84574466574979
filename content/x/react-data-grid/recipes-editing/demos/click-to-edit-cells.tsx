import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellModes, GridCellModesModel, GridCellParams, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, item: 'Oat milk', aisle: 'Dairy', quantity: 2 },
  { id: 2, item: 'Rye bread', aisle: 'Bakery', quantity: 1 },
  { id: 3, item: 'Clementines', aisle: 'Fruit', quantity: 8 },
];

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1, editable: true },
  { field: 'aisle', headerName: 'Aisle', width: 120, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110, editable: true },
];

export default function ClickToEditCells() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = (params: GridCellParams, event: React.MouseEvent) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) return;
    // Ignore clicks on the portal of an open editor (a select's menu, for example).
    if (!event.currentTarget.contains(event.target as Element)) return;
    // The clicked cell goes to edit mode; every other cell goes back to view mode.
    setCellModesModel((previous) => ({
      ...Object.fromEntries(
        Object.entries(previous).map(([id, fields]) => [
          id,
          Object.fromEntries(Object.keys(fields).map((field) => [field, { mode: GridCellModes.View }])),
        ]),
      ),
      [params.id]: { [params.field]: { mode: GridCellModes.Edit } },
    }));
  };

  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
        aria-label="Shopping list edited with a single click"
      />
    </Box>
  );
}
