import { GridColDef } from '@mui/x-data-grid';

/** A fixed list of recipes shared by the column menu demos. */
export interface Recipe {
  id: number;
  dish: string;
  cuisine: string;
  minutes: number;
  servings: number;
  notes: string;
}

export const recipes: Recipe[] = [
  { id: 1, dish: 'Shakshuka', cuisine: 'Maghrebi', minutes: 30, servings: 2, notes: 'Use ripe tomatoes' },
  { id: 2, dish: 'Pierogi', cuisine: 'Polish', minutes: 90, servings: 6, notes: 'Freeze half' },
  { id: 3, dish: 'Pad kra pao', cuisine: 'Thai', minutes: 20, servings: 2, notes: 'Holy basil if possible' },
  { id: 4, dish: 'Feijoada', cuisine: 'Brazilian', minutes: 180, servings: 8, notes: 'Soak beans overnight' },
  { id: 5, dish: 'Okonomiyaki', cuisine: 'Japanese', minutes: 35, servings: 3, notes: '' },
  { id: 6, dish: 'Ratatouille', cuisine: 'French', minutes: 75, servings: 4, notes: 'Better the next day' },
];

export const recipeColumns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 140 },
  { field: 'cuisine', headerName: 'Cuisine', width: 120 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 110 },
  { field: 'servings', headerName: 'Servings', type: 'number', width: 100 },
  { field: 'notes', headerName: 'Notes', width: 190 },
];
