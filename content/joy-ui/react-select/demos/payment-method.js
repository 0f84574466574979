import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

import Typography from '@mui/joy/Typography';

const methods = [
  { value: 'visa', label: 'Visa •••• 4242', short: 'VI', expires: '08/27' },
  { value: 'amex', label: 'Amex •••• 0005', short: 'AX', expires: '01/26' },
  { value: 'sepa', label: 'SEPA DE89 •••• 3000', short: 'SE', expires: 'No expiry' },
];

function renderValue(option) {
  const method = methods.find((m) => m.value === option?.value);
  if (!method) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Avatar size="sm" variant="soft" color="primary">
        {method.short}
      </Avatar>
      {method.label}
    </Box>
  );
}

export default function PaymentMethod() {
  return (
    <Select
      defaultValue="visa"
      renderValue={renderValue}
      slotProps={{ button: { 'aria-label': 'Payment method' } }}
      sx={{ width: 300, '--ListItemDecorator-size': '44px' }}
    >
      {methods.map((method) => (
        <Option key={method.value} value={method.value} label={method.label}>
          <ListItemDecorator>
            <Avatar size="sm" variant="soft" color="primary">
              {method.short}
            </Avatar>
          </ListItemDecorator>
          <Box>
            {method.label}
            <Typography level="body-xs" component="span" sx={{ display: 'block' }}>
              {method.expires}
            </Typography>
          </Box>
        </Option>
      ))}
    </Select>
  );
}
