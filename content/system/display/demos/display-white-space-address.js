import * as React from 'react';
import { Box } from '@mui/system';

const values = ['normal', 'nowrap', 'pre', 'pre-wrap', 'pre-line'];

const address = `Northwind Ltd.
    Attn: Accounts payable
12 Harbour Road,   Suite 4
Bristol BS1 4QA`;

// The string keeps its line breaks and runs of spaces; whiteSpace decides which ones show.
export default function DisplayWhiteSpaceAddress() {
  const [whiteSpace, setWhiteSpace] = React.useState('pre-line');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <label>
        whiteSpace{' '}
        <select
          value={whiteSpace}
          onChange={(event) => setWhiteSpace(event.target.value)}
        >
          {values.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </label>
      <Box
        component="address"
        sx={{
          whiteSpace,
          maxWidth: 260,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {address}
      </Box>
    </Box>
  );
}
