import * as React from 'react';
import { Box } from '@mui/system';

const options = ['baseline', 'flex-start', 'center', 'flex-end', 'stretch'];

// Text of different sizes: baseline lines up the letters, center lines up the boxes.
export default function FlexboxAlignItemsPrice() {
  const [alignItems, setAlignItems] = React.useState('baseline');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <label>
        alignItems{' '}
        <select
          value={alignItems}
          onChange={(event) => setAlignItems(event.target.value)}
        >
          {options.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </label>
      <Box
        sx={{
          display: 'flex',
          alignItems,
          gap: 1,
          minHeight: 80,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box
          component="span"
          sx={{ fontSize: 40, fontWeight: 700, bgcolor: 'action.hover' }}
        >
          29 €
        </Box>
        <Box component="span" sx={{ bgcolor: 'action.hover' }}>
          per month
        </Box>
        <Box component="span" sx={{ fontSize: 12, bgcolor: 'action.hover' }}>
          billed yearly
        </Box>
      </Box>
    </Box>
  );
}
