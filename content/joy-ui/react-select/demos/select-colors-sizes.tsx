import * as React from 'react';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function SelectColorsSizes() {
  return (
    <Stack spacing={2}>
      {/* color tints the button and its focus ring; the options keep the listbox's own color */}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        {colors.map((color) => (
          <Select
            key={color}
            color={color}
            variant="soft"
            defaultValue="weekly"
            slotProps={{ button: { 'aria-label': `Report frequency, ${color}` } }}
            sx={{ minWidth: 140 }}
          >
            <Option value="daily">Daily</Option>
            <Option value="weekly">Weekly</Option>
            <Option value="monthly">Monthly</Option>
          </Select>
        ))}
      </Stack>
      {/* size scales the button, its decorators and the options in the listbox */}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {sizes.map((size) => (
          <Select
            key={size}
            size={size}
            defaultValue="weekly"
            slotProps={{ button: { 'aria-label': `Report frequency, size ${size}` } }}
            sx={{ minWidth: 140 }}
          >
            <Option value="daily">Daily</Option>
            <Option value="weekly">Weekly</Option>
            <Option value="monthly">Monthly</Option>
          </Select>
        ))}
      </Stack>
    </Stack>
  );
}
