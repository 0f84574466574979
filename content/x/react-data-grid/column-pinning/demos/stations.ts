import { GridColDef } from '@mui/x-data-grid-pro';

const hours = ['06', '08', '10', '12', '14', '16', '18', '20'];

export const stationRows = ['Aberdeen', 'Bilbao', 'Cork', 'Dundee', 'Esbjerg'].map((station, row) => ({
  id: row + 1,
  station,
  ...Object.fromEntries(hours.map((hour, index) => [`h${hour}`, 4 + ((row * 5 + index * 3) % 18)])),
  peak: 4 + Math.max(...hours.map((_, index) => (row * 5 + index * 3) % 18)),
}));

export const stationColumns: GridColDef[] = [
  { field: 'station', headerName: 'Station', width: 120 },
  ...hours.map((hour): GridColDef => ({ field: `h${hour}`, headerName: `${hour}:00`, type: 'number', width: 90 })),
  { field: 'peak', headerName: 'Peak (knots)', type: 'number', width: 120 },
];
