import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridEventListener,
  GridFooterContainer,
  useGridApiContext,
  useGridApiEventHandler,
} from '@mui/x-data-grid';
import { TeamMember, team } from './team';

const columns: GridColDef<TeamMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', width: 130 },
  { field: 'office', headerName: 'Office', width: 130 },
];

// A footer slot: it lives inside the grid, so it can reach the grid's API
// and subscribe with a hook that unsubscribes on unmount.
function HoveredRowFooter() {
  const apiRef = useGridApiContext();
  const [name, setName] = React.useState<string | null>(null);

  const handleEnter: GridEventListener<'rowMouseEnter'> = (params) => {
    setName(apiRef.current.getRow(params.id)?.name ?? null);
  };
  const handleLeave: GridEventListener<'rowMouseLeave'> = () => setName(null);

  useGridApiEventHandler(apiRef, 'rowMouseEnter', handleEnter);
  useGridApiEventHandler(apiRef, 'rowMouseLeave', handleLeave);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {name ? `Pointing at ${name}` : 'Point at a row'}
      </Typography>
    </GridFooterContainer>
  );
}

export default function HoveredRowFooterDemo() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={team}
        columns={columns}
        slots={{ footer: HoveredRowFooter }}
        aria-label="Team, with the pointed row named in the footer"
      />
    </Box>
  );
}
