import * as React from 'react';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import ShoppingBag from '@mui/icons-material/ShoppingBagOutlined';

const lines = [
  { label: 'Linen shirt × 2', amount: 78, icon: <ShoppingBag /> },
  { label: 'Express delivery', amount: 9, icon: <LocalShipping /> },
];

export default function RtlOrderSummary() {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 2, maxWidth: 360 }}>
      <Typography level="title-md" component="h3">
        Order summary
      </Typography>
      <List>
        {lines.map((line) => (
          <ListItem key={line.label}>
            <ListItemDecorator>{line.icon}</ListItemDecorator>
            <ListItemContent>{line.label}</ListItemContent>
            <Typography>€{line.amount}</Typography>
          </ListItem>
        ))}
      </List>
      <Divider />
      <Typography level="title-md" sx={{ textAlign: 'end', my: 1.5 }}>
        Total €{total}
      </Typography>
      {/* The arrow icon points the reading direction: flip it for RTL. */}
      <Button
        fullWidth
        endDecorator={
          <ArrowForward sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
        }
      >
        Continue to payment
      </Button>
    </Sheet>
  );
}
