import { GridColDef } from '@mui/x-data-grid';

/** A fixed list of festival films shared by several sorting demos. */
export interface Film {
  id: number;
  title: string;
  director: string;
  country: string;
  year: number;
  minutes: number;
  rating: number | null;
}

export const films: Film[] = [
  { id: 1, title: 'The Quiet Harbour', director: 'Mira Lund', country: 'Norway', year: 2019, minutes: 104, rating: 7.8 },
  { id: 2, title: 'Paper Lanterns', director: 'Kenji Ota', country: 'Japan', year: 2021, minutes: 96, rating: 8.1 },
  { id: 3, title: 'Dust and Honey', director: 'Amara Obi', country: 'Nigeria', year: 2019, minutes: 118, rating: null },
  { id: 4, title: 'Last Tram Home', director: 'Ivo Novak', country: 'Czechia', year: 2022, minutes: 88, rating: 7.2 },
  { id: 5, title: 'Salt in the Wind', director: 'Mira Lund', country: 'Norway', year: 2022, minutes: 121, rating: 8.1 },
  { id: 6, title: 'A Field of Bells', director: 'Lucía Ferrer', country: 'Spain', year: 2020, minutes: 99, rating: 6.9 },
  { id: 7, title: 'Northbound', director: 'Ivo Novak', country: 'Czechia', year: 2020, minutes: 112, rating: null },
  { id: 8, title: 'Orchard Days', director: 'Lucía Ferrer', country: 'Spain', year: 2021, minutes: 93, rating: 7.5 },
];

export const filmColumns: GridColDef<Film>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'director', headerName: 'Director', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'minutes', headerName: 'Length (min)', type: 'number', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];
