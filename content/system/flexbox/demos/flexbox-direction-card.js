import * as React from 'react';
import { Box } from '@mui/system';

const directions = ['row', 'row-reverse', 'column', 'column-reverse'];

export default function FlexboxDirectionCard() {
  const [direction, setDirection] = React.useState('row');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <label>
        flexDirection{' '}
        <select
          value={direction}
          onChange={(event) => setDirection(event.target.value)}
        >
          {directions.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </label>
      <Box
        component="article"
        aria-label="Product"
        sx={{
          display: 'flex',
          flexDirection: direction,
          gap: 2,
          p: 2,
          maxWidth: 420,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            flexShrink: 0,
            width: 96,
            height: 96,
            borderRadius: 1,
            bgcolor: 'primary.main',
          }}
        />
        <div>
          <strong>Ceramic mug</strong>
          <Box sx={{ color: 'text.secondary' }}>350 ml, dishwasher safe. 14 €</Box>
        </div>
      </Box>
    </Box>
  );
}
