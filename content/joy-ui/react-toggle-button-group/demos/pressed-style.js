import * as React from 'react';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

export default function PressedStyle() {
  const [size, setSize] = React.useState('M');

  return (
    // Each toggle carries aria-pressed; select it in sx to give pressed buttons
    // a look of their own, here the primary solid tokens.
    <ToggleButtonGroup
      variant="outlined"
      aria-label="T-shirt size"
      value={size}
      onChange={(_event, next) => setSize(next)}
      sx={{
        '& [aria-pressed="true"]': {
          bgcolor: 'primary.solidBg',
          color: 'primary.solidColor',
          borderColor: 'primary.solidBg',
          '&:hover': { bgcolor: 'primary.solidHoverBg' },
        },
      }}
    >
      {['XS', 'S', 'M', 'L', 'XL'].map((value) => (
        <Button key={value} value={value} sx={{ minWidth: 48 }}>
          {value}
        </Button>
      ))}
    </ToggleButtonGroup>
  );
}
