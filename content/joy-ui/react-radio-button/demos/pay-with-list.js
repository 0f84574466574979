import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import CreditCard from '@mui/icons-material/CreditCard';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Smartphone from '@mui/icons-material/Smartphone';

const methods = [
  { value: 'card', label: 'Card', icon: <CreditCard /> },
  { value: 'transfer', label: 'Bank transfer', icon: <AccountBalance /> },
  { value: 'wallet', label: 'Phone wallet', icon: <Smartphone /> },
];

export default function PayWithList() {
  const labelId = React.useId();

  return (
    <div>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        Pay with
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        defaultValue="card"
        name="payment-method"
      >
        <List
          variant="outlined"
          sx={{ borderRadius: 'sm', maxWidth: 320, '--List-gap': '0px' }}
        >
          {methods.map((method) => (
            // overlay makes the whole row clickable; the radio sits at the end of the row.
            <ListItem key={method.value}>
              <ListItemDecorator>{method.icon}</ListItemDecorator>
              <Radio
                overlay
                value={method.value}
                label={method.label}
                sx={{ flexGrow: 1, flexDirection: 'row-reverse' }}
              />
            </ListItem>
          ))}
        </List>
      </RadioGroup>
    </div>
  );
}
