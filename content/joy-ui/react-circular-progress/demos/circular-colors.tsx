import * as React from 'react';
import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function CircularColors() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto repeat(4, 56px)',
        alignItems: 'center',
        justifyItems: 'center',
        gap: 1.5,
        width: 'fit-content',
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
          <Typography level="body-xs" sx={{ fontWeight: 'lg', justifySelf: 'end' }}>
            {color}
          </Typography>
          {/* The variant styles the track (and the inner disc for solid); color tints both. */}
          {variants.map((variant) => (
            <CircularProgress
              key={variant}
              determinate
              value={66}
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
