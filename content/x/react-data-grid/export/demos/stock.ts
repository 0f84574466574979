import { GridColDef } from '@mui/x-data-grid';

/** A fixed stock list shared by the export demos. */
export interface StockItem {
  id: number;
  sku: string;
  item: string;
  aisle: string;
  quantity: number;
  unitCost: number;
  supplierNote: string;
}

export const stock: StockItem[] = [
  { id: 1, sku: 'TL-001', item: 'Claw hammer', aisle: 'Tools', quantity: 42, unitCost: 12.5, supplierNote: 'Reorder at 20' },
  { id: 2, sku: 'TL-014', item: 'Tape measure, 5 m', aisle: 'Tools', quantity: 17, unitCost: 6.9, supplierNote: '' },
  { id: 3, sku: 'PT-203', item: 'Wall paint, white', aisle: 'Paint', quantity: 8, unitCost: 24, supplierNote: 'Ask for the matte batch' },
  { id: 4, sku: 'PT-220', item: 'Roller, 18 cm', aisle: 'Paint', quantity: 31, unitCost: 4.2, supplierNote: '' },
  { id: 5, sku: 'GD-310', item: 'Garden hose, 20 m', aisle: 'Garden', quantity: 5, unitCost: 19.9, supplierNote: 'Seasonal' },
  { id: 6, sku: 'GD-318', item: 'Pruning shears', aisle: 'Garden', quantity: 23, unitCost: 14, supplierNote: '' },
  { id: 7, sku: 'EL-402', item: 'Extension cord, 3 m', aisle: 'Electrical', quantity: 0, unitCost: 8.5, supplierNote: 'Back in May' },
  { id: 8, sku: 'EL-417', item: 'LED bulb, E27', aisle: 'Electrical', quantity: 120, unitCost: 2.4, supplierNote: '' },
];

export const stockColumns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'aisle', headerName: 'Aisle', width: 110 },
  { field: 'quantity', headerName: 'In stock', type: 'number', width: 100 },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `€${value.toFixed(2)}`),
  },
  { field: 'supplierNote', headerName: 'Supplier note', width: 180 },
];
