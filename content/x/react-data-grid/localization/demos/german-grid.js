import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarExport,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';

const rows = [
  { id: 1, stadt: 'München', einwohner: 1512491, gegruendet: 1158 },
  { id: 2, stadt: 'Köln', einwohner: 1084831, gegruendet: 50 },
  { id: 3, stadt: 'Düsseldorf', einwohner: 629047, gegruendet: 1288 },
];

const number = new Intl.NumberFormat('de-DE');

const columns = [
  { field: 'stadt', headerName: 'Stadt', flex: 1 },
  {
    field: 'einwohner',
    headerName: 'Einwohner',
    type: 'number',
    width: 140,
    valueFormatter: (value) => number.format(value),
  },
  {
    field: 'gegruendet',
    headerName: 'Gegründet',
    type: 'number',
    width: 120,
    valueFormatter: (value) => String(value),
  },
];

const localeText = {
  ...deDE.components.MuiDataGrid.defaultProps.localeText,
  toolbarQuickFilterPlaceholder: 'Städte durchsuchen…',
  // Accessible names that contain the visible button text (WCAG 2.5.3).
  toolbarColumnsLabel: 'Spalten auswählen',
};

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarExport />
      <GridToolbarQuickFilter sx={{ ml: 'auto' }} />
    </GridToolbarContainer>
  );
}

export default function GermanGrid() {
  return (
    <Box sx={{ height: 330, width: '100%' }} lang="de">
      <DataGrid
        rows={rows}
        columns={columns}
        localeText={localeText}
        slots={{ toolbar: Toolbar }}
        checkboxSelection
        aria-label="Deutsche Städte"
      />
    </Box>
  );
}
