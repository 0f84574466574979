import { GridColDef } from '@mui/x-data-grid-premium';

/** A record collection shared by the row grouping recipes. */
export const records = [
  { id: 1, genre: 'Jazz', album: 'Kind of Blue', year: 1959, label: 'Columbia', country: 'USA' },
  { id: 2, genre: 'Jazz', album: 'A Love Supreme', year: 1965, label: 'Impulse!', country: 'USA' },
  { id: 3, genre: 'Afrobeat', album: 'Zombie', year: 1976, label: 'Coconut', country: 'Nigeria' },
  { id: 4, genre: 'Bossa nova', album: 'Getz/Gilberto', year: 1964, label: 'Verve', country: 'Brazil' },
  { id: 5, genre: 'Jazz', album: 'Mingus Ah Um', year: 1959, label: 'Columbia', country: 'USA' },
  { id: 6, genre: 'Bossa nova', album: 'Elis & Tom', year: 1974, label: 'Philips', country: 'Brazil' },
  { id: 7, genre: 'Jazz', album: 'Somethin’ Else', year: 1958, label: 'Blue Note', country: 'USA' },
  { id: 8, genre: 'Afrobeat', album: 'Expensive Shit', year: 1975, label: 'Soundwork', country: 'Nigeria' },
  { id: 9, genre: 'Highlife', album: 'Sweet Mother', year: 1976, label: 'Rogers All Stars', country: 'Nigeria' },
];

export const recordColumns: GridColDef[] = [
  { field: 'genre', headerName: 'Genre', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'album', headerName: 'Album', width: 180 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'label', headerName: 'Label', width: 160 },
];
