import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridToolbar } from '@mui/x-data-grid-pro';

const catalogue = Array.from({ length: 500 }, (_, index) => ({
  id: index + 1,
  name: `${['Oak', 'Ash', 'Pine', 'Elm'][index % 4]} ${['chair', 'table', 'shelf', 'stool', 'bench'][index % 5]} ${index + 1}`,
  price: 40 + ((index * 97) % 460),
}));

// Mock server: the whole "backend" is this function, running in the browser.
function mockServer({ sortModel, filterModel, paginationModel }) {
  let result = catalogue.filter((product) =>
    filterModel.items.every((item) =>
      item.value === undefined || item.value === ''
        ? true
        : String(product[item.field])
            .toLowerCase()
            .includes(String(item.value).toLowerCase()),
    ),
  );
  const [sort] = sortModel;
  if (sort) {
    const key = sort.field;
    const sign = sort.sort === 'desc' ? -1 : 1;
    result = [...result].sort((a, b) =>
      a[key] > b[key] ? sign : a[key] < b[key] ? -sign : 0,
    );
  }
  const start = paginationModel.page * paginationModel.pageSize;
  return {
    rows: result.slice(start, start + paginationModel.pageSize),
    rowCount: result.length,
  };
}

const columns = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80, filterable: false },
  { field: 'name', headerName: 'Product', flex: 1 },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 120,
    filterable: false,
  },
];

export default function MockDataSource() {
  const [lastRequest, setLastRequest] = React.useState('');
  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { sortModel, filterModel, paginationModel } = params;
        setLastRequest(
          JSON.stringify({ sortModel, filter: filterModel.items, paginationModel }),
        );
        await new Promise((resolve) => setTimeout(resolve, 400));
        return mockServer(params);
      },
    }),
    [],
  );
  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ mb: 1 }}>
        Mock data source: a simulated server in your browser answers each request.
      </Alert>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          columns={columns}
          unstable_dataSource={dataSource}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 10 } },
          }}
          slots={{ toolbar: GridToolbar }}
          density="compact"
          aria-label="Furniture catalogue"
        />
      </Box>
      <Typography
        variant="caption"
        component="p"
        sx={{ mt: 1, wordBreak: 'break-all' }}
        role="status"
      >
        Last request: {lastRequest || 'none yet'}
      </Typography>
    </Box>
  );
}
