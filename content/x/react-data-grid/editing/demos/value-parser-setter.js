import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

// The full name column edits two fields at once: the setter splits the text.
const setFullName = (value, row) => {
  const [firstName, ...rest] = value.trim().split(/\s+/);
  return { ...row, firstName: firstName ?? '', lastName: rest.join(' ') };
};

const columns = [
  {
    field: 'fullName',
    headerName: 'Full name',
    flex: 1,
    editable: true,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    valueSetter: setFullName,
  },
  {
    field: 'discount',
    headerName: 'Discount',
    width: 130,
    editable: true,
    // Stored as a fraction (0.15), shown and typed as a percentage ("15%").
    valueFormatter: (value) => `${Math.round(value * 100)}%`,
    valueParser: (value) => Number(String(value).replace('%', '')) / 100,
    valueGetter: (value) => value,
  },
];

const rows = [
  { id: 1, firstName: 'Grace', lastName: 'Hopper', discount: 0.1 },
  { id: 2, firstName: 'Alan', lastName: 'Turing', discount: 0.15 },
  { id: 3, firstName: 'Katherine', lastName: 'Johnson', discount: 0.05 },
];

export default function ValueParserSetter() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Member discounts"
      />
    </Box>
  );
}
