import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, customer: 'Odile Brun', city: 'Lyon, FR', note: 'Pays "on delivery"', balance: 120 },
  { id: 2, customer: 'Sami Virtanen', city: 'Oulu', note: '=HYPERLINK("http://example.com")', balance: -35 },
  { id: 3, customer: 'Ana Costa', city: 'Braga', note: '', balance: 0 },
];

const columns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer', flex: 1 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'note', headerName: 'Note', flex: 1 },
  {
    field: 'balance',
    headerName: 'Balance',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value < 0 ? '−' : ''}€${Math.abs(value)}`,
  },
];

export default function CsvPreview() {
  const apiRef = useGridApiRef();
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [headers, setHeaders] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  // Read the CSV text the export would download, after the grid has mounted.
  React.useEffect(() => {
    setCsv(apiRef.current.getDataAsCsv({ escapeFormulas, includeHeaders: headers }));
  }, [apiRef, escapeFormulas, headers]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 220 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter aria-label="Customers to export" />
      </Box>
      <FormGroup row sx={{ mt: 1 }}>
        <FormControlLabel
          control={<Switch checked={escapeFormulas} onChange={(event) => setEscapeFormulas(event.target.checked)} />}
          label="Escape formulas"
        />
        <FormControlLabel
          control={<Switch checked={headers} onChange={(event) => setHeaders(event.target.checked)} />}
          label="Include headers"
        />
      </FormGroup>
      <Typography
        component="pre"
        variant="body2"
        sx={{ fontFamily: 'monospace', overflowX: 'auto', p: 1, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {csv}
      </Typography>
    </Box>
  );
}
