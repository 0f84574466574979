import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Checkbox from '@mui/joy/Checkbox';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import CreditCard from '@mui/icons-material/CreditCard';
import Lock from '@mui/icons-material/LockOutlined';

export default function PaymentCardForm() {
  const [saved, setSaved] = React.useState(false);

  return (
    <Card
      variant="outlined"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(true);
      }}
      sx={{ maxWidth: 420, mx: 'auto' }}
    >
      <Typography level="title-lg" startDecorator={<CreditCard />}>
        Add a card
      </Typography>
      <Divider inset="none" />
      {/* CardContent as a grid: two columns for the short fields. */}
      <CardContent
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(80px, 1fr))',
          gap: 1.5,
        }}
      >
        <FormControl sx={{ gridColumn: '1/-1' }}>
          <FormLabel>Card number</FormLabel>
          <Input
            placeholder="0000 0000 0000 0000"
            slotProps={{
              input: { inputMode: 'numeric', autoComplete: 'cc-number' },
            }}
          />
        </FormControl>
        <FormControl>
          <FormLabel>Expiry date</FormLabel>
          <Input
            placeholder="MM/YY"
            slotProps={{ input: { autoComplete: 'cc-exp' } }}
          />
        </FormControl>
        <FormControl>
          <FormLabel>CVC</FormLabel>
          <Input
            placeholder="123"
            endDecorator={<Lock />}
            slotProps={{ input: { inputMode: 'numeric', autoComplete: 'cc-csc' } }}
          />
        </FormControl>
        <FormControl sx={{ gridColumn: '1/-1' }}>
          <FormLabel>Name on card</FormLabel>
          <Input
            placeholder="As printed on the card"
            slotProps={{ input: { autoComplete: 'cc-name' } }}
          />
        </FormControl>
        <Checkbox
          label="Save card for next time"
          sx={{ gridColumn: '1/-1', my: 1 }}
        />
      </CardContent>
      <CardActions>
        <Button type="submit" variant="solid">
          {saved ? 'Card added' : 'Add card'}
        </Button>
      </CardActions>
    </Card>
  );
}
