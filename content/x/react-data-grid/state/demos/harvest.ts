import { GridColDef } from '@mui/x-data-grid';

export const harvestRows = [
  { id: 1, farm: 'Quinta do Vale', crop: 'Olives', region: 'Alentejo', tonnes: 42 },
  { id: 2, farm: 'Hof Lindenberg', crop: 'Apples', region: 'Baden', tonnes: 65 },
  { id: 3, farm: 'Finca La Loma', crop: 'Oranges', region: 'Valencia', tonnes: 88 },
  { id: 4, farm: 'Mas des Oliviers', crop: 'Olives', region: 'Provence', tonnes: 27 },
  { id: 5, farm: 'Tenuta Sole', crop: 'Grapes', region: 'Piedmont', tonnes: 54 },
  { id: 6, farm: 'Gård Nordlys', crop: 'Apples', region: 'Hardanger', tonnes: 31 },
  { id: 7, farm: 'Herdade Azul', crop: 'Grapes', region: 'Douro', tonnes: 73 },
];

export const harvestColumns: GridColDef[] = [
  { field: 'farm', headerName: 'Farm', flex: 1, minWidth: 150 },
  { field: 'crop', headerName: 'Crop', width: 110 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'tonnes', headerName: 'Tonnes', type: 'number', width: 100 },
];
