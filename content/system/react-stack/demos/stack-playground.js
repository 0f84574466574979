import * as React from 'react';
import { Box, Stack } from '@mui/system';

const directions = ['row', 'row-reverse', 'column', 'column-reverse'];
const alignments = ['flex-start', 'center', 'flex-end', 'stretch'];

export default function StackPlayground() {
  const [direction, setDirection] = React.useState('row');
  const [alignItems, setAlignItems] = React.useState('center');
  const [spacing, setSpacing] = React.useState(2);
  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <label style={{ display: 'grid', gap: 4 }}>
          direction
          <select
            value={direction}
            onChange={(event) => setDirection(event.target.value)}
            style={{ font: 'inherit' }}
          >
            {directions.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          alignItems
          <select
            value={alignItems}
            onChange={(event) => setAlignItems(event.target.value)}
            style={{ font: 'inherit' }}
          >
            {alignments.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          spacing
          <input
            type="number"
            min={0}
            max={6}
            value={spacing}
            onChange={(event) => setSpacing(Number(event.target.value))}
            style={{ font: 'inherit', width: 72 }}
          />
        </label>
      </Box>
      <Stack
        direction={direction}
        spacing={spacing}
        sx={{
          alignItems,
          minHeight: 140,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {['Step 1: cart', 'Step 2: address', 'Step 3: payment'].map(
          (step, index) => (
            <Box
              key={step}
              sx={{
                p: 1,
                py: index + 1,
                borderRadius: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {step}
            </Box>
          ),
        )}
      </Stack>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 2,
          p: 1.5,
          bgcolor: 'action.selected',
          borderRadius: 1,
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`<Stack direction="${direction}" spacing={${spacing}} sx={{ alignItems: '${alignItems}' }}>`}
      </Box>
    </div>
  );
}
