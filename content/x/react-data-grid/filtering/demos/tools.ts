import { GridColDef } from '@mui/x-data-grid';

export const toolRows = Array.from({ length: 24 }, (_, index) => {
  const kinds = ['Drill', 'Saw', 'Sander', 'Ladder'];
  const depots = ['North', 'South', 'Harbour'];
  return {
    id: index + 1,
    tool: `${kinds[index % 4]} #${index + 1}`,
    kind: kinds[index % 4],
    depot: depots[index % 3],
    available: index % 5 !== 0,
    dailyRate: 8 + ((index * 7) % 25),
  };
});

export const toolColumns: GridColDef[] = [
  { field: 'tool', headerName: 'Tool', flex: 1, minWidth: 120 },
  { field: 'kind', headerName: 'Kind', type: 'singleSelect', valueOptions: ['Drill', 'Saw', 'Sander', 'Ladder'], width: 110 },
  { field: 'depot', headerName: 'Depot', width: 110 },
  { field: 'available', headerName: 'Available', type: 'boolean', width: 100 },
  { field: 'dailyRate', headerName: 'Daily rate (€)', type: 'number', width: 130 },
];
