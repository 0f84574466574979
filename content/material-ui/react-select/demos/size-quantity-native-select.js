import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const sizes = ['XS', 'S', 'M', 'L', 'XL'];

export default function NativeSelectDemo() {
  const id = React.useId();
  const [size, setSize] = React.useState('M');
  const [quantity, setQuantity] = React.useState('1');

  return (
    <Stack direction="row" spacing={2}>
      {/* TextField with `select` wires the label and helper text for you. */}
      <TextField
        select
        id={`${id}-size`}
        label="Size"
        value={size}
        onChange={(event) => setSize(event.target.value)}
        helperText="Runs small"
        sx={{ minWidth: 120 }}
      >
        {sizes.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      {/* `native` uses the browser's own picker: best on phones. */}
      <TextField
        select
        id={`${id}-quantity`}
        label="Quantity"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        slotProps={{ select: { native: true } }}
        sx={{ minWidth: 120 }}
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <option key={n} value={String(n)}>
            {n}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
