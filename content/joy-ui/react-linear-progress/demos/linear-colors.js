import * as React from 'react';
import Box from '@mui/joy/Box';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'];
const variants = ['plain', 'outlined', 'soft', 'solid'];

export default function LinearColors() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto repeat(4, minmax(60px, 1fr))',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <span />
      {variants.map((variant) => (
        <Typography key={variant} level="body-xs" sx={{ fontWeight: 'lg' }}>
          {variant}
        </Typography>
      ))}
      {colors.map((color) => (
        <React.Fragment key={color}>
          <Typography level="body-xs" sx={{ fontWeight: 'lg' }}>
            {color}
          </Typography>
          {/* The variant styles the track; the color tints both the track and the bar. */}
          {variants.map((variant) => (
            <LinearProgress
              key={variant}
              determinate
              value={60}
              variant={variant}
              color={color}
              aria-label={`${variant} ${color}`}
            />
          ))}
        </React.Fragment>
      ))}
    </Box>
  );
}
