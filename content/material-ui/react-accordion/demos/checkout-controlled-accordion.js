import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function CheckoutControlledAccordion() {
  // Controlled: the "Continue" button opens the next section from code.
  const [expanded, setExpanded] = React.useState('contact');
  const [email, setEmail] = React.useState('');

  return (
    <div>
      <Accordion
        expanded={expanded === 'contact'}
        onChange={(_e, open) => setExpanded(open ? 'contact' : false)}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="checkout-contact-header"
          aria-controls="checkout-contact-content"
        >
          <Typography component="span" sx={{ width: '40%', flexShrink: 0 }}>
            Contact
          </Typography>
          <Typography component="span" sx={{ color: 'text.secondary' }}>
            {email || 'Not entered yet'}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <TextField
            id="checkout-controlled-email"
            label="Email"
            type="email"
            size="small"
            fullWidth
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </AccordionDetails>
        <AccordionActions>
          <Button variant="contained" onClick={() => setExpanded('delivery')}>
            Continue
          </Button>
        </AccordionActions>
      </Accordion>
      <Accordion
        expanded={expanded === 'delivery'}
        onChange={(_e, open) => setExpanded(open ? 'delivery' : false)}
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="checkout-delivery-header"
          aria-controls="checkout-delivery-content"
        >
          <Typography component="span" sx={{ width: '40%', flexShrink: 0 }}>
            Delivery
          </Typography>
          <Typography component="span" sx={{ color: 'text.secondary' }}>
            Standard, 3–5 days
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          Orders placed before 14:00 leave the warehouse the same day.
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
