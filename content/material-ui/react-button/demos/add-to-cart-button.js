import * as React from 'react';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function AddToCartButton() {
  const [count, setCount] = React.useState(0);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        variant="contained"
        startIcon={<AddShoppingCartIcon />}
        onClick={() => setCount((current) => current + 1)}
      >
        Add to cart
      </Button>
      <Typography role="status">
        {count === 0
          ? 'Your cart is empty'
          : `${count} item${count === 1 ? '' : 's'} in your cart`}
      </Typography>
    </Stack>
  );
}
