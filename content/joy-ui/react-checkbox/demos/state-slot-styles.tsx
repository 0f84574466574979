import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

export default function StateSlotStyles() {
  return (
    // A slotProps entry can be a function of the owner state, so the box and label
    // can change variant or style when checked.
    <Stack spacing={1.5}>
      {['Archive after reading', 'Mark as important', 'Mute the thread'].map((label, index) => (
        <Checkbox
          key={label}
          label={label}
          defaultChecked={index === 1}
          variant="outlined"
          slotProps={{
            checkbox: ({ checked }) => ({
              sx: checked ? { borderRadius: '50%' } : { borderRadius: 'xs' },
            }),
            label: ({ checked }) => ({
              sx: { fontWeight: checked ? 'lg' : 'md' },
            }),
          }}
        />
      ))}
    </Stack>
  );
}
