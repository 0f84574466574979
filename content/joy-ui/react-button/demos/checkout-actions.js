import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';

export default function CheckoutActions() {
  const [placing, setPlacing] = React.useState(false);
  const [placed, setPlaced] = React.useState(false);

  const placeOrder = () => {
    setPlacing(true);
    // Stands in for a request to the server.
    window.setTimeout(() => {
      setPlacing(false);
      setPlaced(true);
    }, 1500);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Typography level="title-md">3 items, 64.50 €</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          startDecorator={<ShoppingCartCheckoutIcon />}
          loading={placing}
          loadingPosition="start"
          disabled={placed}
          onClick={placeOrder}
        >
          {placed ? 'Order placed' : 'Place order'}
        </Button>
        <Button variant="outlined" color="neutral" disabled={placing}>
          Save for later
        </Button>
        <Button
          variant="plain"
          color="danger"
          disabled={placing}
          onClick={() => setPlaced(false)}
        >
          Reset
        </Button>
      </Stack>
      <Typography level="body-sm" aria-live="polite">
        {placing
          ? 'Placing your order…'
          : placed
            ? 'Thanks! A receipt is on its way.'
            : ''}
      </Typography>
    </Stack>
  );
}
