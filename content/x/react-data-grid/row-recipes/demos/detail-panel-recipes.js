import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, GRID_DETAIL_PANEL_TOGGLE_COL_DEF } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    recipe: 'Shakshuka',
    minutes: 30,
    steps:
      'Soften peppers and onion, add tomatoes and spices, then poach eggs in the sauce.',
  },
  {
    id: 2,
    recipe: 'Dal tadka',
    minutes: 40,
    steps:
      'Simmer lentils until soft, then pour over a tempering of ghee, cumin and garlic.',
  },
  {
    id: 3,
    recipe: 'Pão de queijo',
    minutes: 35,
    steps:
      'Scald tapioca flour with milk and oil, beat in eggs and cheese, bake small rounds.',
  },
];

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

// The toggle column with a header of our own: the default one labels a plain div, which has no
// role to carry the label. Visually hidden text names the column for screen readers.
const detailToggleColumn = {
  ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  renderHeader: () => (
    <Box component="span" sx={visuallyHidden}>
      Details
    </Box>
  ),
};

const columns = [
  detailToggleColumn,
  { field: 'recipe', headerName: 'Recipe', flex: 1 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

export default function DetailPanelRecipes() {
  const [expanded, setExpanded] = React.useState([]);
  const [onlyOne, setOnlyOne] = React.useState(true);
  const update = (ids) => setExpanded(onlyOne ? ids.slice(-1) : ids);
  const toggle = ({ id }) =>
    update(
      expanded.includes(id)
        ? expanded.filter((open) => open !== id)
        : [...expanded, id],
    );
  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={onlyOne}
              onChange={(event) => setOnlyOne(event.target.checked)}
            />
          }
          label="One at a time"
        />
        <Button
          size="small"
          disabled={onlyOne}
          onClick={() => setExpanded(rows.map((row) => row.id))}
        >
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={({ row }) => (
            <Typography variant="body2" sx={{ p: 2 }}>
              {row.steps}
            </Typography>
          )}
          getDetailPanelHeight={() => 'auto'}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={update}
          onRowClick={toggle}
          hideFooter
          aria-label="Recipes"
        />
      </Box>
    </Box>
  );
}
