import { GridColDef } from '@mui/x-data-grid-premium';

/** A fixed set of bookshop sales shared by the aggregation demos. */
export interface Sale {
  id: number;
  title: string;
  genre: string;
  store: string;
  sold: Date;
  copies: number;
  price: number;
  cost: number;
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

export const sales: Sale[] = [
  { id: 1, title: 'The Salt Road', genre: 'Fiction', store: 'Lisbon', sold: day('2024-03-02'), copies: 14, price: 18, cost: 9 },
  { id: 2, title: 'Night Trains', genre: 'Travel', store: 'Lisbon', sold: day('2024-03-05'), copies: 6, price: 24, cost: 13 },
  { id: 3, title: 'Small Gardens', genre: 'Home', store: 'Porto', sold: day('2024-03-07'), copies: 9, price: 21, cost: 11 },
  { id: 4, title: 'The Salt Road', genre: 'Fiction', store: 'Porto', sold: day('2024-03-09'), copies: 11, price: 18, cost: 9 },
  { id: 5, title: 'Bread at Home', genre: 'Home', store: 'Lisbon', sold: day('2024-03-12'), copies: 20, price: 26, cost: 15 },
  { id: 6, title: 'Glass Harbour', genre: 'Fiction', store: 'Faro', sold: day('2024-03-14'), copies: 4, price: 16, cost: 8 },
  { id: 7, title: 'Night Trains', genre: 'Travel', store: 'Faro', sold: day('2024-03-18'), copies: 8, price: 24, cost: 13 },
  { id: 8, title: 'Islands Apart', genre: 'Travel', store: 'Porto', sold: day('2024-03-21'), copies: 3, price: 29, cost: 17 },
  { id: 9, title: 'Glass Harbour', genre: 'Fiction', store: 'Lisbon', sold: day('2024-03-25'), copies: 12, price: 16, cost: 8 },
  { id: 10, title: 'Small Gardens', genre: 'Home', store: 'Faro', sold: day('2024-03-28'), copies: 5, price: 21, cost: 11 },
];

export const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

export const saleColumns: GridColDef<Sale>[] = [
  { field: 'title', headerName: 'Title', width: 150 },
  { field: 'genre', headerName: 'Genre', width: 100 },
  { field: 'store', headerName: 'Store', width: 100 },
  {
    field: 'sold',
    headerName: 'Sold on',
    type: 'date',
    width: 120,
    valueFormatter: (value?: Date) => (value ? value.toISOString().slice(0, 10) : ''),
  },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : euro.format(value)),
  },
];
