import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';

export default function QuantityStepper() {
  const [count, setCount] = React.useState(2);

  return (
    // IconButtons and a Button share the group's borders. The middle button shows the
    // count and is disabled, so it is not a tab stop; aria-live announces changes.
    <ButtonGroup variant="outlined" aria-label="Quantity of tickets">
      <IconButton aria-label="One ticket fewer" disabled={count <= 1} onClick={() => setCount((n) => n - 1)}>
        <Remove />
      </IconButton>
      <Button disabled aria-live="polite" sx={{ minWidth: 56, '&.Mui-disabled': { color: 'text.primary' } }}>
        {count}
      </Button>
      <IconButton aria-label="One ticket more" disabled={count >= 8} onClick={() => setCount((n) => n + 1)}>
        <Add />
      </IconButton>
    </ButtonGroup>
  );
}
