import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  GridFooterContainer,
  gridPageCountSelector,
  gridPaginationModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

function NumberedPagination() {
  const apiRef = useGridApiContext();
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const { page } = useGridSelector(apiRef, gridPaginationModelSelector);
  return (
    <GridFooterContainer sx={{ justifyContent: 'center' }}>
      <Pagination
        color="primary"
        count={pageCount}
        page={page + 1}
        onChange={(_event, value) => apiRef.current.setPage(value - 1)}
        getItemAriaLabel={(type, item) =>
          type === 'page' ? `Page ${item}` : `Go to ${type} page`
        }
      />
    </GridFooterContainer>
  );
}

const rows = Array.from({ length: 48 }, (_, index) => ({
  id: index + 1,
  photo: `IMG_${String(2000 + index)}.jpg`,
  album: ['Holiday', 'Garden', 'Family'][index % 3],
}));

const columns = [
  { field: 'photo', headerName: 'Photo', flex: 1 },
  { field: 'album', headerName: 'Album', width: 120 },
];

export default function CustomPagination() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: NumberedPagination }}
        initialState={{ pagination: { paginationModel: { pageSize: 6 } } }}
        pageSizeOptions={[6]}
        aria-label="Photos"
      />
    </Box>
  );
}
