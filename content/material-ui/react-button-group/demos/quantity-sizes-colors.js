import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

function Quantity({ size, color }) {
  const [count, setCount] = React.useState(1);
  return (
    <ButtonGroup
      size={size}
      color={color}
      variant="outlined"
      aria-label={`Quantity, ${size}`}
    >
      <Button
        aria-label="Decrease quantity"
        onClick={() => setCount((n) => Math.max(n - 1, 0))}
      >
        −
      </Button>
      {/* A disabled button shows the value without being a separate control. */}
      <Button
        disabled
        aria-live="polite"
        sx={{ '&.Mui-disabled': { color: 'text.primary' } }}
      >
        {count}
      </Button>
      <Button aria-label="Increase quantity" onClick={() => setCount((n) => n + 1)}>
        +
      </Button>
    </ButtonGroup>
  );
}

export default function QuantitySizesColors() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Quantity size="small" color="secondary" />
      <Quantity size="medium" color="primary" />
      <Quantity size="large" color="success" />
    </Stack>
  );
}
