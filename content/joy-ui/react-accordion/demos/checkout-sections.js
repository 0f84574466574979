import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

export default function CheckoutSections() {
  const [open, setOpen] = React.useState('address');
  const [street, setStreet] = React.useState('');
  const [addressDone, setAddressDone] = React.useState(false);

  const toggle = (section) => (_event, expanded) =>
    setOpen(expanded ? section : null);

  return (
    <AccordionGroup variant="soft" sx={{ maxWidth: 460, borderRadius: 'md' }}>
      <Accordion expanded={open === 'address'} onChange={toggle('address')}>
        <AccordionSummary component="h3">
          1. Delivery address {addressDone && `(${street})`}
        </AccordionSummary>
        <AccordionDetails>
          <FormControl>
            <FormLabel>Street and number</FormLabel>
            <Input
              value={street}
              onChange={(event) => setStreet(event.target.value)}
            />
          </FormControl>
          <Button
            sx={{ mt: 1.5, alignSelf: 'flex-start' }}
            disabled={street.trim() === ''}
            onClick={() => {
              setAddressDone(true);
              setOpen('payment');
            }}
          >
            Continue to payment
          </Button>
        </AccordionDetails>
      </Accordion>
      <Accordion
        expanded={open === 'payment'}
        onChange={toggle('payment')}
        disabled={!addressDone}
      >
        <AccordionSummary component="h3">2. Payment</AccordionSummary>
        <AccordionDetails>
          <Typography level="body-sm">
            Card ending in 4242 will be charged €36.00.
          </Typography>
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
