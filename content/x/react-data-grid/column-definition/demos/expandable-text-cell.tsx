import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

function ExpandableText({ value, tabIndex }: GridRenderCellParams<any, string>) {
  const [expanded, setExpanded] = React.useState(false);
  const text = value ?? '';
  const long = text.length > 60;
  return (
    <Box sx={{ py: 1, whiteSpace: 'normal', lineHeight: 1.5 }}>
      {expanded || !long ? text : `${text.slice(0, 60)}…`}{' '}
      {long ? (
        <Button size="small" tabIndex={tabIndex} onClick={() => setExpanded(!expanded)} sx={{ p: 0, minWidth: 0 }}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      ) : null}
    </Box>
  );
}

const rows = [
  {
    id: 1,
    recipe: 'Sourdough',
    method:
      'Mix flour and water, rest an hour, add the starter and salt, fold every 30 minutes for two hours, shape, proof overnight in the fridge and bake in a covered pot.',
  },
  { id: 2, recipe: 'Vinaigrette', method: 'Whisk three parts oil with one part vinegar and a little mustard.' },
  {
    id: 3,
    recipe: 'Dal',
    method:
      'Rinse the lentils, simmer with turmeric until soft, then pour over a tarka of cumin, garlic and chilli fried in ghee.',
  },
];

const columns: GridColDef[] = [
  { field: 'recipe', headerName: 'Recipe', width: 130 },
  { field: 'method', headerName: 'Method', flex: 1, minWidth: 240, renderCell: (params) => <ExpandableText {...params} /> },
];

export default function ExpandableTextCell() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={() => 'auto'} hideFooter aria-label="Recipes with expandable methods" />
    </Box>
  );
}
