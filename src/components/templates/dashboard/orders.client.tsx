'use client';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { ORDERS, type OrderStatus } from './data';
import { OrdersTable } from './orders-table';

export function Orders() {
  const [status, setStatus] = useState<OrderStatus | 'All'>('All');
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = ORDERS.filter(
    (order) =>
      (status === 'All' || order.status === status) &&
      (!needle || `${order.id} ${order.customer}`.toLowerCase().includes(needle)),
  );
  return (
    <Card variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label="Search orders"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          onChange={(_, value: OrderStatus | 'All' | null) => value && setStatus(value)}
          aria-label="Filter by status"
          sx={{ flexWrap: 'wrap' }}
        >
          {(['All', 'Paid', 'Pending', 'Refunded'] as const).map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <OrdersTable orders={shown} label="Orders" />
    </Card>
  );
}
