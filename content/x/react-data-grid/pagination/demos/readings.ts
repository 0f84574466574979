import { GridColDef } from '@mui/x-data-grid';

/** 60 fixed hourly readings of a weather station, shared by the pagination demos. */
export interface Reading {
  id: number;
  hour: string;
  temperature: number;
  humidity: number;
  wind: number;
}

export const readings: Reading[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  hour: `Day ${Math.floor(index / 24) + 1}, ${String(index % 24).padStart(2, '0')}:00`,
  temperature: 8 + ((index * 7) % 13),
  humidity: 55 + ((index * 11) % 40),
  wind: (index * 5) % 31,
}));

export const readingColumns: GridColDef<Reading>[] = [
  { field: 'hour', headerName: 'Reading', flex: 1, minWidth: 140 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 150 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 120 },
];
