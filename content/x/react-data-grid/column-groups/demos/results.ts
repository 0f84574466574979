import { GridColDef } from '@mui/x-data-grid';

/** Quarterly results of four stores, shared by the column group demos. */
export const results = [
  { id: 1, store: 'Harbour St', q1Sales: 120, q1Costs: 80, q2Sales: 140, q2Costs: 85 },
  { id: 2, store: 'Market Sq', q1Sales: 95, q1Costs: 70, q2Sales: 88, q2Costs: 72 },
  { id: 3, store: 'Old Mill', q1Sales: 160, q1Costs: 101, q2Sales: 171, q2Costs: 99 },
  { id: 4, store: 'Riverside', q1Sales: 74, q1Costs: 60, q2Sales: 90, q2Costs: 61 },
];

export const resultColumns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 130 },
  { field: 'q1Sales', headerName: 'Sales', type: 'number', width: 100 },
  { field: 'q1Costs', headerName: 'Costs', type: 'number', width: 100 },
  { field: 'q2Sales', headerName: 'Sales', type: 'number', width: 100 },
  { field: 'q2Costs', headerName: 'Costs', type: 'number', width: 100 },
];
