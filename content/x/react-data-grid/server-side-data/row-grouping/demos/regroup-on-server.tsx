import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { createTicketDataSource } from './mock-ticket-server';

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1 },
];

const models: Record<string, string[]> = {
  team: ['team', 'priority'],
  channel: ['channel', 'team'],
  priority: ['priority'],
};

const dataSource = createTicketDataSource();

export default function RegroupOnServer() {
  const [choice, setChoice] = React.useState('team');

  return (
    <Stack spacing={1}>
      <Alert severity="info">Mock data source: a simulated server in your browser.</Alert>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_, next: string | null) => next && setChoice(next)}
        aria-label="Group tickets by"
      >
        <ToggleButton value="team">Team, then priority</ToggleButton>
        <ToggleButton value="channel">Channel, then team</ToggleButton>
        <ToggleButton value="priority">Priority only</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          columns={columns}
          unstable_dataSource={dataSource}
          // A new model refetches the top level with the new groupFields.
          rowGroupingModel={models[choice]}
          hideFooter
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Support tickets, grouping chosen above"
        />
      </Box>
    </Stack>
  );
}
