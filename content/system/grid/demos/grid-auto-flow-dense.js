import * as React from 'react';
import { Box } from '@mui/system';

const flows = ['row', 'row dense', 'column', 'column dense'];

const tiles = [
  { name: 'Hero', span: 2 },
  { name: 'News', span: 1 },
  { name: 'Video', span: 2 },
  { name: 'Poll', span: 1 },
  { name: 'Ad', span: 1 },
  { name: 'Weather', span: 1 },
];

// With dense, later small tiles fill the holes that wide tiles left earlier in the grid.
export default function GridAutoFlowDense() {
  const [gridAutoFlow, setGridAutoFlow] = React.useState('row');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <label>
        gridAutoFlow{' '}
        <select
          value={gridAutoFlow}
          onChange={(event) => setGridAutoFlow(event.target.value)}
        >
          {flows.map((flow) => (
            <option key={flow}>{flow}</option>
          ))}
        </select>
      </label>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gridTemplateRows: gridAutoFlow.startsWith('column')
            ? 'repeat(3, 48px)'
            : undefined,
          gridAutoRows: 48,
          gridAutoFlow,
          gap: 1,
          maxWidth: 420,
        }}
      >
        {tiles.map((tile) => (
          <Box
            key={tile.name}
            sx={{
              display: 'grid',
              placeItems: 'center',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              gridColumn: gridAutoFlow.startsWith('row')
                ? `span ${tile.span}`
                : undefined,
              gridRow: gridAutoFlow.startsWith('column')
                ? `span ${tile.span}`
                : undefined,
            }}
          >
            {tile.name}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
