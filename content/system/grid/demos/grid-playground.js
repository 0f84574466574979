import * as React from 'react';
import { Box } from '@mui/system';

const columnOptions = [
  'repeat(3, 1fr)',
  '200px 1fr',
  'repeat(auto-fill, minmax(120px, 1fr))',
  '1fr 2fr 1fr',
];
const flowOptions = ['row', 'column', 'row dense'];
const gapOptions = [0, 1, 2, 3];

const photos = [
  'Harbour',
  'Lighthouse',
  'Dunes',
  'Pier',
  'Boats',
  'Sunset',
  'Market',
];

export default function GridPlayground() {
  const [columns, setColumns] = React.useState(columnOptions[0]);
  const [flow, setFlow] = React.useState(flowOptions[0]);
  const [gap, setGap] = React.useState(1);
  const sx = {
    display: 'grid',
    gridTemplateColumns: columns,
    gridAutoRows: '64px',
    gridAutoFlow: flow,
    gap,
  };
  const code = `<Box sx={{\n${Object.entries(sx)
    .map(
      ([key, value]) =>
        `  ${key}: ${typeof value === 'number' ? value : `'${value}'`},`,
    )
    .join('\n')}\n}}>`;
  return (
    <div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, fontSize: 14 }}>
        <label style={{ display: 'grid', gap: 4 }}>
          gridTemplateColumns
          <select
            value={columns}
            onChange={(event) => setColumns(event.target.value)}
            style={{ font: 'inherit' }}
          >
            {columnOptions.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          gridAutoFlow
          <select
            value={flow}
            onChange={(event) => setFlow(event.target.value)}
            style={{ font: 'inherit' }}
          >
            {flowOptions.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          gap (theme spacing)
          <select
            value={gap}
            onChange={(event) => setGap(Number(event.target.value))}
            style={{ font: 'inherit' }}
          >
            {gapOptions.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      </Box>
      <Box
        component="ul"
        aria-label="Photo album"
        sx={{
          ...sx,
          listStyle: 'none',
          m: 0,
          p: 0,
          gridTemplateRows: flow === 'column' ? 'repeat(3, 64px)' : undefined,
        }}
      >
        {photos.map((photo, index) => (
          <Box
            component="li"
            key={photo}
            sx={{
              display: 'grid',
              placeItems: 'center',
              borderRadius: 1,
              color: 'primary.contrastText',
              bgcolor: index % 2 ? 'primary.dark' : 'primary.main',
              gridColumn: index === 0 ? 'span 2' : undefined,
            }}
          >
            {photo}
          </Box>
        ))}
      </Box>
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
        {code}
      </Box>
    </div>
  );
}
