import * as React from 'react';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Search from '@mui/icons-material/Search';

const sizes = ['sm', 'md', 'lg'];

export default function InputSizes() {
  return (
    <Stack spacing={1.5} sx={{ width: 280 }}>
      {sizes.map((size) => (
        // size sets the height, the font size and the size of the decorators' icons.
        <Input
          key={size}
          size={size}
          startDecorator={<Search />}
          placeholder={`Search (size ${size})`}
          slotProps={{ input: { 'aria-label': `Search, size ${size}` } }}
        />
      ))}
    </Stack>
  );
}
