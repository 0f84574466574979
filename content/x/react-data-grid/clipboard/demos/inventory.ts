import { GridColDef } from '@mui/x-data-grid-premium';

export interface Bin {
  id: number;
  bin: string;
  item: string;
  count: number;
  price: number;
}

export const initialBins: Bin[] = [
  { id: 1, bin: 'A-01', item: 'Copper wire 2 mm', count: 40, price: 3.5 },
  { id: 2, bin: 'A-02', item: 'Cable ties', count: 500, price: 0.05 },
  { id: 3, bin: 'B-01', item: 'Fuse 10 A', count: 120, price: 0.8 },
  { id: 4, bin: 'B-02', item: 'Wall socket', count: 35, price: 6.2 },
  { id: 5, bin: 'C-01', item: 'Junction box', count: 18, price: 4.75 },
];

export const binColumns: GridColDef<Bin>[] = [
  { field: 'bin', headerName: 'Bin', width: 90 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150, editable: true },
  { field: 'count', headerName: 'Count', type: 'number', width: 100, editable: true },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
];

// Paste this into the Count and Price columns: two rows, tab-separated.
export const sampleBlock = '12\t3.60\n480\t0.04';
