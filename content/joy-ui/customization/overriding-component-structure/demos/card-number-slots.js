import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import CreditCard from '@mui/icons-material/CreditCard';
import MoreVert from '@mui/icons-material/MoreVert';

// A replacement input slot: forwards the ref and the props, and groups digits by four. Joy also
// passes `ownerState` to a slot component; it is not an HTML attribute, so it stays off the input.
const CardNumberInput = React.forwardRef(function CardNumberInput(
  { onChange, ownerState, ...props },
  ref,
) {
  return (
    <input
      {...props}
      ref={ref}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 16);
        event.target.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
        onChange?.(event);
      }}
    />
  );
});

export default function CardNumberSlots() {
  const [number, setNumber] = React.useState('4242 4242');

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-end', maxWidth: 420 }}
    >
      <FormControl sx={{ flex: 1 }}>
        <FormLabel>Card number</FormLabel>
        <Input
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          startDecorator={<CreditCard />}
          slots={{ input: CardNumberInput }}
          slotProps={{
            input: {
              inputMode: 'numeric',
              autoComplete: 'cc-number',
              maxLength: 19,
            },
          }}
        />
        <FormHelperText>
          {number.replace(/\D/g, '').length} of 16 digits
        </FormHelperText>
      </FormControl>
      <Dropdown>
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{ root: { variant: 'outlined', 'aria-label': 'Card options' } }}
          sx={{ mb: 3.5 }}
        >
          <MoreVert />
        </MenuButton>
        <Menu placement="bottom-end">
          <MenuItem onClick={() => setNumber('')}>Clear</MenuItem>
          <MenuItem onClick={() => setNumber('4000 0566 5566 5556')}>
            Use a test card
          </MenuItem>
        </Menu>
      </Dropdown>
    </Stack>
  );
}
