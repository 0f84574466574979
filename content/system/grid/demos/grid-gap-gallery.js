import * as React from 'react';
import { Box } from '@mui/system';

const steps = [0, 1, 2, 4, '24px'];

// gap, rowGap and columnGap numbers are theme spacing units; strings are plain CSS.
export default function GridGapGallery() {
  const [rowGap, setRowGap] = React.useState(1);
  const [columnGap, setColumnGap] = React.useState(2);
  const pick = (value) => steps.find((step) => String(step) === value);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <label>
          rowGap{' '}
          <select
            value={String(rowGap)}
            onChange={(event) => setRowGap(pick(event.target.value))}
          >
            {steps.map((step) => (
              <option key={step}>{step}</option>
            ))}
          </select>
        </label>
        <label>
          columnGap{' '}
          <select
            value={String(columnGap)}
            onChange={(event) => setColumnGap(pick(event.target.value))}
          >
            {steps.map((step) => (
              <option key={step}>{step}</option>
            ))}
          </select>
        </label>
      </Box>
      <Box
        role="list"
        aria-label="Colour swatches"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, 1fr)',
          rowGap,
          columnGap,
          maxWidth: 420,
        }}
      >
        {Array.from({ length: 8 }, (_, index) => (
          <Box
            role="listitem"
            key={index}
            aria-label={`Swatch ${index + 1}`}
            sx={{
              height: 48,
              borderRadius: 1,
              bgcolor: index % 2 ? 'primary.main' : 'action.selected',
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
