import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

const rows = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  photo: `Beach_${index + 1}.jpg`,
  blurry: index % 4 === 1,
}));

const columns = [
  { field: 'photo', headerName: 'Photo', flex: 1 },
  { field: 'blurry', headerName: 'Blurry', type: 'boolean', width: 100 },
];

export default function SelectionApi() {
  const apiRef = useGridApiRef();
  const selectBlurry = () => {
    const ids = gridFilteredSortedRowIdsSelector(apiRef).filter(
      (id) => apiRef.current.getRow(id).blurry,
    );
    apiRef.current.setRowSelectionModel(ids);
  };
  const invert = () => {
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    apiRef.current.setRowSelectionModel(
      ids.filter((id) => !apiRef.current.isRowSelected(id)),
    );
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={selectBlurry}>
          Select blurry photos
        </Button>
        <Button size="small" variant="outlined" onClick={invert}>
          Invert selection
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          density="compact"
          hideFooter
          aria-label="Photos to review"
        />
      </Box>
    </Box>
  );
}
