import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CART, cartTotals, money } from './cart';

export function OrderSummary() {
  const { subtotal, tax, total } = cartTotals();
  return (
    <>
      <List disablePadding>
        {CART.map((item) => (
          <ListItem
            key={item.name}
            disableGutters
            secondaryAction={<Typography>{money(item.price)}</Typography>}
          >
            <ListItemText primary={item.name} secondary={item.detail} sx={{ pr: 8 }} />
          </ListItem>
        ))}
      </List>
      <Divider sx={{ my: 1 }} />
      {[
        ['Subtotal', money(subtotal)],
        ['Tax (20%)', money(tax)],
        ['Shipping', 'Free'],
      ].map(([label, value]) => (
        <Stack key={label} direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
          <Typography color="text.secondary">{label}</Typography>
          <Typography>{value}</Typography>
        </Stack>
      ))}
      <Stack direction="row" sx={{ justifyContent: 'space-between', pt: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>Total</Typography>
        <Typography sx={{ fontWeight: 700 }}>{money(total)}</Typography>
      </Stack>
    </>
  );
}
