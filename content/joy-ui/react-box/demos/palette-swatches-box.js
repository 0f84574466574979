import * as React from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function PaletteSwatchesBox() {
  const [picked, setPicked] = React.useState('primary');

  return (
    <div>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Box
            key={color}
            component="button"
            type="button"
            aria-pressed={picked === color}
            onClick={() => setPicked(color)}
            sx={(theme) => ({
              cursor: 'pointer',
              px: 2,
              py: 1,
              border: 'none',
              borderRadius: 'sm',
              fontFamily: 'body',
              fontWeight: 'lg',
              bgcolor: theme.vars.palette[color].solidBg,
              color: theme.vars.palette[color].solidColor,
              outline:
                picked === color
                  ? `3px solid ${theme.vars.palette.text.primary}`
                  : 'none',
              outlineOffset: 2,
              '&:focus-visible': theme.focus.default,
            })}
          >
            {color}
          </Box>
        ))}
      </Box>
      <Typography level="body-sm" sx={{ mt: 1.5 }}>
        Banner color: <strong>{picked}</strong>
      </Typography>
    </div>
  );
}
