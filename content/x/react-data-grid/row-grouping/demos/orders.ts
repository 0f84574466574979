import { GridColDef } from '@mui/x-data-grid-premium';

/** A small, fixed order book shared by the row grouping demos. */
export interface Order {
  id: number;
  customer: string;
  country: string | null;
  category: string;
  product: string;
  ordered: string;
  quantity: number;
  price: number;
}

export const orders: Order[] = [
  { id: 1, customer: 'Aalto Studio', country: 'Finland', category: 'Furniture', product: 'Desk', ordered: '2023-11-04', quantity: 2, price: 420 },
  { id: 2, customer: 'Aalto Studio', country: 'Finland', category: 'Lighting', product: 'Desk lamp', ordered: '2024-01-18', quantity: 4, price: 65 },
  { id: 3, customer: 'Brisa Café', country: 'Portugal', category: 'Furniture', product: 'Stool', ordered: '2023-09-22', quantity: 12, price: 48 },
  { id: 4, customer: 'Brisa Café', country: 'Portugal', category: 'Lighting', product: 'Pendant', ordered: '2024-02-02', quantity: 6, price: 110 },
  { id: 5, customer: 'Casa Norte', country: 'Portugal', category: 'Textiles', product: 'Rug', ordered: '2024-03-11', quantity: 1, price: 290 },
  { id: 6, customer: 'Deichhaus', country: 'Germany', category: 'Furniture', product: 'Shelf', ordered: '2023-12-07', quantity: 3, price: 180 },
  { id: 7, customer: 'Deichhaus', country: 'Germany', category: 'Textiles', product: 'Curtain', ordered: '2024-01-29', quantity: 8, price: 35 },
  { id: 8, customer: 'Elbe Werk', country: 'Germany', category: 'Lighting', product: 'Floor lamp', ordered: '2024-02-14', quantity: 2, price: 150 },
  { id: 9, customer: 'Fjord AS', country: null, category: 'Furniture', product: 'Desk', ordered: '2024-03-01', quantity: 1, price: 420 },
  { id: 10, customer: 'Gale & Co', country: null, category: 'Textiles', product: 'Cushion', ordered: '2023-10-16', quantity: 10, price: 22 },
];

export const orderColumns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'ordered', headerName: 'Ordered', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'price', headerName: 'Unit price (€)', type: 'number', width: 130 },
];
