import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const FIGURES = [
  { label: 'Orders', value: '1,204' },
  { label: 'Revenue', value: '$86.4k' },
  { label: 'Refunds', value: '14' },
  { label: 'New customers', value: '312' },
  { label: 'Avg. basket', value: '$71.80' },
  { label: 'Conversion', value: '3.4%' },
];

const WIDTHS = { narrow: 280, medium: 480, wide: 720 };

export default function ContainerQueryShorthand() {
  const [size, setSize] = React.useState('medium');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={size}
        onChange={(_, next) => next && setSize(next)}
        aria-label="Panel width"
        sx={{ mb: 2 }}
      >
        {Object.keys(WIDTHS).map((key) => (
          <ToggleButton key={key} value={key}>
            {key} ({WIDTHS[key]}px)
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Paper
        variant="outlined"
        sx={{
          containerType: 'inline-size',
          containerName: 'panel',
          width: WIDTHS[size],
          maxWidth: '100%',
          p: 2,
        }}
      >
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ mb: 1.5, fontWeight: 600 }}
        >
          This week
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: { '@xs/panel': 1, '@400/panel': 1.5 },
            // One column by default, two from 400px, three from 600px (the sm breakpoint), all
            // measured on the container named "panel".
            gridTemplateColumns: {
              '@xs/panel': '1fr',
              '@400/panel': 'repeat(2, 1fr)',
              '@sm/panel': 'repeat(3, 1fr)',
            },
          }}
        >
          {FIGURES.map((figure) => (
            <Box
              key={figure.label}
              sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {figure.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
