import * as React from 'react';
import Box from '@mui/joy/Box';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function TextareaColors() {
  return (
    // Each color comes in each variant; the focus ring takes the field's color too.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto repeat(4, minmax(120px, 1fr))', gap: 1.5, alignItems: 'center', overflowX: 'auto' }}>
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
          {variants.map((variant) => (
            <Textarea
              key={variant}
              color={color}
              variant={variant}
              minRows={2}
              placeholder={`${color} ${variant}`}
              slotProps={{ textarea: { 'aria-label': `${color} ${variant} textarea` } }}
            />
          ))}
        </React.Fragment>
      ))}
    </Box>
  );
}
