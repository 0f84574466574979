import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarExport,
  useGridApiContext,
} from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    name: 'Zoë Müller',
    email: 'zoe@example.com',
    team: 'Design',
    internalNote: 'Prefers Fridays',
  },
  {
    id: 2,
    name: 'Rafael Díaz',
    email: 'rafael@example.com',
    team: 'Sales',
    internalNote: '',
  },
  {
    id: 3,
    name: 'Hiroshi Abe',
    email: 'hiroshi@example.com',
    team: 'Support',
    internalNote: 'On leave in May',
  },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'email', headerName: 'Email', flex: 1 },
  { field: 'team', headerName: 'Team', width: 110 },
  {
    field: 'internalNote',
    headerName: 'Internal note',
    flex: 1,
    disableExport: true,
  },
];

function JsonExportButton() {
  const apiRef = useGridApiContext();
  const download = () => {
    const data = apiRef.current.getSortedRows();
    const blob = new Blob([JSON.stringify(data, null, 2)], {
      type: 'application/json',
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'contacts.json';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Button size="small" onClick={download}>
      Export JSON
    </Button>
  );
}

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport
        csvOptions={{ fileName: 'contacts', delimiter: ';', utf8WithBom: true }}
        printOptions={{ hideFooter: true, hideToolbar: true }}
      />
      <JsonExportButton />
    </GridToolbarContainer>
  );
}

export default function CsvExportOptions() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        hideFooter
        aria-label="Contacts"
      />
    </Box>
  );
}
