import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowModel } from '@mui/x-data-grid';

interface Line {
  id: number;
  product: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  total: number;
}

const computeTotal = (line: Omit<Line, 'total'>) =>
  Math.round(line.quantity * line.unitPrice * (1 - line.discount / 100) * 100) / 100;

const initialRows: Line[] = [
  { id: 1, product: 'Notebook A5', quantity: 10, unitPrice: 3.2, discount: 0 },
  { id: 2, product: 'Gel pen (12)', quantity: 4, unitPrice: 8.5, discount: 10 },
  { id: 3, product: 'Desk organiser', quantity: 2, unitPrice: 24, discount: 5 },
].map((line) => ({ ...line, total: computeTotal(line) }));

const columns: GridColDef<Line>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, editable: true },
  { field: 'discount', headerName: 'Discount %', type: 'number', width: 110, editable: true },
  // Not editable: it is recalculated whenever one of its inputs is saved.
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function DerivedTotalOnSave() {
  const [rows, setRows] = React.useState(initialRows);

  const processRowUpdate = (updated: GridRowModel<Line>) => {
    const discount = Math.min(100, Math.max(0, updated.discount));
    const row = { ...updated, discount, total: computeTotal({ ...updated, discount }) };
    setRows((prev) => prev.map((line) => (line.id === row.id ? row : line)));
    // The returned row is what the grid shows, so the new total appears at once.
    return row;
  };

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        hideFooter
        aria-label="Order lines"
      />
    </Box>
  );
}
