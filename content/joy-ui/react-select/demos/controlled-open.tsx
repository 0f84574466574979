import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

export default function ControlledOpen() {
  const [open, setOpen] = React.useState(false);
  const [size, setSize] = React.useState<string | null>(null);

  return (
    // listboxOpen and onListboxOpenChange hand the open state to you,
    // here so a button elsewhere can open the list.
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end', flexWrap: 'wrap', gap: 2 }}>
      <FormControl sx={{ width: 200 }}>
        <FormLabel>Shoe size</FormLabel>
        <Select
          placeholder="Choose a size"
          value={size}
          onChange={(_event, next) => setSize(next)}
          listboxOpen={open}
          onListboxOpenChange={setOpen}
          // Joy fades the placeholder to 0.64, below 4.5:1 on the page; 0.8 keeps it readable.
          sx={{ '--Select-placeholderOpacity': 0.8 }}
        >
          {['38', '39', '40', '41', '42', '43'].map((value) => (
            <Option key={value} value={value}>
              EU {value}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        {size ? 'Change size' : 'Pick a size'}
      </Button>
    </Stack>
  );
}
