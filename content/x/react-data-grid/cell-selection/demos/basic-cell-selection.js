import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = ['Ada', 'Bram', 'Chen', 'Dilan', 'Eszter'].map((name, index) => ({
  id: index + 1,
  name,
  maths: 55 + ((index * 23) % 45),
  physics: 50 + ((index * 31) % 50),
  chemistry: 60 + ((index * 17) % 40),
}));

const columns = [
  { field: 'name', headerName: 'Student', width: 120 },
  { field: 'maths', headerName: 'Maths', type: 'number', width: 100 },
  { field: 'physics', headerName: 'Physics', type: 'number', width: 100 },
  { field: 'chemistry', headerName: 'Chemistry', type: 'number', width: 110 },
];

export default function BasicCellSelection() {
  // Uncontrolled: the grid keeps the selected range itself.
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        hideFooter
        aria-label="Exam scores"
      />
    </Box>
  );
}
