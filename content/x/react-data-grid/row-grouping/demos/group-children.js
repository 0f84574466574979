import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function GroupChildren() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState(
    'Click a group row to list its orders.',
  );

  const handleRowClick = (params) => {
    const node = apiRef.current.getRowNode(params.id);
    if (node?.type !== 'group') return;
    const ids = apiRef.current.getRowGroupChildren({
      groupId: params.id,
      applySorting: true,
    });
    const products = ids.map((id) => apiRef.current.getRow(id)?.product).join(', ');
    setMessage(`${String(node.groupingKey)}: ${ids.length} orders (${products})`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ mb: 1.5 }} role="status">
        {message}
      </Alert>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={orders}
          columns={orderColumns}
          onRowClick={handleRowClick}
          initialState={{ rowGrouping: { model: ['customer'] } }}
          density="compact"
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Orders grouped by customer"
        />
      </Box>
    </Box>
  );
}
