import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, match: 'Lions vs Hawks', home: 3, away: 1 },
  { id: 2, match: 'Rovers vs United', home: 0, away: 0 },
  { id: 3, match: 'City vs Athletic', home: 2, away: 4 },
];

const columns = [
  { field: 'match', headerName: 'Match', flex: 1 },
  // One class marks the score columns; their headers get the accent colour and centred titles.
  {
    field: 'home',
    headerName: 'Home',
    type: 'number',
    width: 100,
    headerClassName: 'score-header',
    headerAlign: 'center',
    align: 'center',
  },
  {
    field: 'away',
    headerName: 'Away',
    type: 'number',
    width: 100,
    headerClassName: 'score-header',
    headerAlign: 'center',
    align: 'center',
  },
];

export default function StyledHeaderRow() {
  return (
    <Box
      sx={{
        height: 280,
        width: '100%',
        // Every header: bold, upper-case titles.
        '& .MuiDataGrid-columnHeaderTitle': {
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
        },
        // Only the marked headers: a solid surface with its matching contrast text.
        '& .score-header': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        },
        '& .score-header .MuiDataGrid-iconButtonContainer .MuiIconButton-root, & .score-header .MuiDataGrid-menuIconButton':
          {
            color: 'primary.contrastText',
          },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Match results"
      />
    </Box>
  );
}
