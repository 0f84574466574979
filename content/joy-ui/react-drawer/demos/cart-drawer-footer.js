import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ShoppingBag from '@mui/icons-material/ShoppingBagOutlined';

const items = Array.from({ length: 12 }, (_, index) => ({
  name: `Notebook, ${['plain', 'dotted', 'lined'][index % 3]} #${index + 1}`,
  price: 6 + (index % 4),
}));

export default function CartDrawerFooter() {
  const [open, setOpen] = React.useState(false);
  const total = items.reduce((sum, item) => sum + item.price, 0);

  return (
    <React.Fragment>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<ShoppingBag />}
        onClick={() => setOpen(true)}
      >
        Cart ({items.length})
      </Button>
      {/* size="md" sets the width; DialogContent scrolls while the title and the footer stay put. */}
      <Drawer anchor="right" size="md" open={open} onClose={() => setOpen(false)}>
        <ModalClose />
        <DialogTitle>Your cart</DialogTitle>
        <Divider />
        <DialogContent>
          <List>
            {items.map((item) => (
              <ListItem key={item.name}>
                <ListItemContent>{item.name}</ListItemContent>
                <Typography level="body-md">€{item.price}</Typography>
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <Divider />
        <Stack
          direction="row"
          sx={{ p: 2, justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Typography level="title-md">Total €{total}</Typography>
          <Button onClick={() => setOpen(false)}>Check out</Button>
        </Stack>
      </Drawer>
    </React.Fragment>
  );
}
