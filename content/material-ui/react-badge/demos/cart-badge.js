import * as React from 'react';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';

export default function CartBadge() {
  const [items, setItems] = React.useState(2);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={`Cart, ${items} items`}>
        {/* The badge wraps the icon, and the button wraps the badge. */}
        <Badge badgeContent={items} color="secondary">
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
      <Button variant="contained" onClick={() => setItems((n) => n + 1)}>
        Add to cart
      </Button>
    </Stack>
  );
}
