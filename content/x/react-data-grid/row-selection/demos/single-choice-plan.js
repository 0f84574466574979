import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const plans = [
  { id: 'starter', plan: 'Starter', seats: 3, price: 0 },
  { id: 'team', plan: 'Team', seats: 15, price: 29 },
  { id: 'business', plan: 'Business', seats: 100, price: 99 },
];

const columns = [
  { field: 'plan', headerName: 'Plan', flex: 1 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  { field: 'price', headerName: 'Monthly price ($)', type: 'number', width: 160 },
];

export default function SingleChoicePlan() {
  const [selection, setSelection] = React.useState(['team']);
  const chosen = plans.find((plan) => plan.id === selection[0]);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 230 }}>
        <DataGrid
          rows={plans}
          columns={columns}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
          aria-label="Subscription plans"
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {chosen
          ? `You will be billed $${chosen.price} a month for ${chosen.plan}.`
          : 'No plan selected.'}
      </Typography>
    </Box>
  );
}
