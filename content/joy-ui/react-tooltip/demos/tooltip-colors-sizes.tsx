import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function TooltipColorsSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          // A solid tooltip's text uses the color's contrast text, so it stays readable.
          <Tooltip key={color} title={`A ${color} tooltip`} color={color} variant="solid">
            <Button variant="soft" color={color}>
              {color}
            </Button>
          </Tooltip>
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        {sizes.map((size) => (
          <Tooltip key={size} title={`Size ${size}`} size={size} variant="outlined">
            <Button variant="outlined" color="neutral" size={size}>
              {size}
            </Button>
          </Tooltip>
        ))}
      </Stack>
    </Stack>
  );
}
