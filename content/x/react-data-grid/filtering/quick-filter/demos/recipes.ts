import { GridColDef } from '@mui/x-data-grid';

export const recipeRows = [
  { id: 1, dish: 'Crème brûlée', cuisine: 'French', minutes: 50, ingredients: 'cream, eggs, sugar, vanilla' },
  { id: 2, dish: 'Jollof rice', cuisine: 'West African', minutes: 75, ingredients: 'rice, tomatoes, peppers, onion' },
  { id: 3, dish: 'Ramen', cuisine: 'Japanese', minutes: 240, ingredients: 'noodles, pork, eggs, miso' },
  { id: 4, dish: 'Açaí bowl', cuisine: 'Brazilian', minutes: 10, ingredients: 'açaí, banana, granola' },
  { id: 5, dish: 'Shakshuka', cuisine: 'North African', minutes: 30, ingredients: 'eggs, tomatoes, peppers, cumin' },
  { id: 6, dish: 'Pierogi', cuisine: 'Polish', minutes: 90, ingredients: 'flour, potatoes, cheese, onion' },
];

export const recipeColumns: GridColDef[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 130 },
  { field: 'cuisine', headerName: 'Cuisine', width: 130 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'ingredients', headerName: 'Ingredients', flex: 1, minWidth: 200 },
];
