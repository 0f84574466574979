import * as React from 'react';
import { Box } from '@mui/system';

const columns = ['auto', 'span 2', '1 / -1', '2 / 4'];
const rows = ['auto', 'span 2'];

// gridColumn and gridRow on one child: span a number of tracks, or give start / end lines.
export default function GridColumnFeature() {
  const [gridColumn, setGridColumn] = React.useState('span 2');
  const [gridRow, setGridRow] = React.useState('span 2');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <label>
          gridColumn{' '}
          <select
            value={gridColumn}
            onChange={(event) => setGridColumn(event.target.value)}
          >
            {columns.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label>
          gridRow{' '}
          <select
            value={gridRow}
            onChange={(event) => setGridRow(event.target.value)}
          >
            {rows.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gridAutoRows: 56,
          gap: 1,
          maxWidth: 420,
        }}
      >
        <Box
          sx={{
            gridColumn,
            gridRow,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          Featured recipe
        </Box>
        {['Soup', 'Salad', 'Bread', 'Pie', 'Stew'].map((name) => (
          <Box
            key={name}
            sx={{
              display: 'grid',
              placeItems: 'center',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          >
            {name}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
