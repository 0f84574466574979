import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';

export default function BadgeCssVariables() {
  return (
    // --Badge-minHeight and --Badge-paddingX size the badge; --Badge-ringSize thickens the ring.
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', p: 1 }}>
      <Badge badgeContent={2} color="success">
        <IconButton variant="outlined" aria-label="Cart, 2 items">
          <ShoppingCart />
        </IconButton>
      </Badge>
      <Badge
        badgeContent={2}
        color="success"
        sx={{ '--Badge-minHeight': '24px', '--Badge-paddingX': '8px', '--Badge-ringSize': '3px' }}
      >
        <IconButton variant="outlined" size="lg" aria-label="Cart (large), 2 items">
          <ShoppingCart />
        </IconButton>
      </Badge>
    </Box>
  );
}
