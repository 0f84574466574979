import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';

const people = [
  { id: 'ceo', name: 'Amina Sow', title: 'Chief executive' },
  {
    id: 'cto',
    name: 'Jonas Weber',
    title: 'Chief technology officer',
    manager: 'ceo',
  },
  { id: 'cfo', name: 'Rina Sato', title: 'Chief financial officer', manager: 'ceo' },
  { id: 'eng1', name: 'Diego Alves', title: 'Engineering manager', manager: 'cto' },
  { id: 'dev1', name: 'Ewa Nowak', title: 'Developer', manager: 'eng1' },
  { id: 'dev2', name: 'Tariq Aziz', title: 'Developer', manager: 'eng1' },
  { id: 'acc1', name: 'Helen Park', title: 'Accountant', manager: 'cfo' },
];

const reportsOf = (id) => people.filter((person) => person.manager === id);

const columns = [{ field: 'title', headerName: 'Title', flex: 1 }];

// Mock server: returns the direct reports of the last key in groupKeys, in the browser.
const dataSource = {
  getRows: async ({ groupKeys = [] }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = reportsOf(groupKeys[groupKeys.length - 1]);
    return { rows, rowCount: rows.length };
  },
  getGroupKey: (row) => row.id,
  getChildrenCount: (row) => reportsOf(row.id).length,
};

export default function LazyOrgChart() {
  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ mb: 1 }}>
        Mock data source: each level comes from a simulated server in your browser.
      </Alert>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          columns={columns}
          unstable_dataSource={dataSource}
          treeData
          groupingColDef={{
            headerName: 'Name',
            flex: 1,
            valueGetter: (_value, row) => row.name,
          }}
          hideFooter
          aria-label="Organisation chart"
        />
      </Box>
    </Box>
  );
}
