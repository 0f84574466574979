import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

const rows = ['Anchovies', 'Basil', 'Capers', 'Dates', 'Eggs', 'Feta', 'Garlic'].map(
  (name, index) => ({
    id: index + 1,
    name,
    aisle: 1 + (index % 3),
  }),
);

const columns = [
  { field: 'name', headerName: 'Item', flex: 1 },
  { field: 'aisle', headerName: 'Aisle', type: 'number', width: 90 },
];

// A slot rendered inside the grid: it reaches the API through context, no ref passing needed.
function SelectionFooter() {
  const apiRef = useGridApiContext();
  // useGridSelector re-renders this footer when the value changes.
  const visibleCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const [selectedCount, setSelectedCount] = React.useState(0);

  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('rowSelectionChange', (model) =>
        setSelectedCount(model.length),
      ),
    [apiRef],
  );

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {selectedCount} of {visibleCount} items in the basket
      </Typography>
      <Button
        size="small"
        disabled={selectedCount === 0}
        onClick={() => apiRef.current.setRowSelectionModel([])}
      >
        Empty basket
      </Button>
    </GridFooterContainer>
  );
}

export default function FooterWithApiContext() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ footer: SelectionFooter }}
        aria-label="Shopping list"
      />
    </Box>
  );
}
