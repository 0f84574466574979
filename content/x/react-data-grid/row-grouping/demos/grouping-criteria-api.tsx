import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridRowGroupingModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { orderColumns, orders } from './orders';

export default function GroupingCriteriaApi() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['country']);

  const has = (field: string) => model.includes(field);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            has('category')
              ? apiRef.current.removeRowGroupingCriteria('category')
              : apiRef.current.addRowGroupingCriteria('category')
          }
        >
          {has('category') ? 'Remove category' : 'Add category (last)'}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={has('customer')}
          onClick={() => apiRef.current.addRowGroupingCriteria('customer', 0)}
        >
          Add customer (first)
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={model.length < 2}
          onClick={() =>
            apiRef.current.setRowGroupingCriteriaIndex(model[model.length - 1], 0)
          }
        >
          Move last level to the top
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setRowGroupingModel([])}
        >
          Ungroup
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Model: {model.length ? model.join(' → ') : 'none'}
      </Typography>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={orders}
          columns={orderColumns}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          density="compact"
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Orders grouped through the API"
        />
      </Box>
    </Stack>
  );
}
