import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, getGridStringOperators } from '@mui/x-data-grid';

const titles = ['Nurse', 'Electrician', 'Data analyst', 'Chef', 'Teacher', 'Welder'];
const cities = ['Leeds', 'Cork', 'Lyon', 'Graz', 'Turku'];
const allJobs = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  title: titles[index % titles.length],
  city: cities[(index * 7) % cities.length],
}));

// Mock server: filters on "contains" items and answers after 300 ms. No network involved.
function queryJobs(model) {
  const matches = allJobs.filter((job) =>
    model.items.every((item) => {
      if (!item.value) return true;
      const cell = String(job[item.field]).toLowerCase();
      return cell.includes(String(item.value).toLowerCase());
    }),
  );
  return new Promise((resolve) => setTimeout(() => resolve(matches), 300));
}

// The mock server only understands "contains", so that is the only operator offered.
const containsOnly = getGridStringOperators().filter(
  (operator) => operator.value === 'contains',
);

const columns = [
  {
    field: 'title',
    headerName: 'Job title',
    flex: 1,
    filterOperators: containsOnly,
  },
  { field: 'city', headerName: 'City', flex: 1, filterOperators: containsOnly },
];

export default function ServerFilter() {
  const [filterModel, setFilterModel] = React.useState({
    items: [{ field: 'city', operator: 'contains', value: 'Ly' }],
  });
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(true);
  React.useEffect(() => {
    let current = true;
    setLoading(true);
    queryJobs(filterModel).then((result) => {
      if (current) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [filterModel]);
  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ mb: 1 }}>
        Mock data source: a simulated server in your browser filters the rows.
      </Alert>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          filterDebounceMs={300}
          slots={{ toolbar: GridToolbar }}
          density="compact"
          aria-label="Job openings"
        />
      </Box>
    </Box>
  );
}
