import * as React from 'react';
import Input, { inputClasses } from '@mui/joy/Input';
import SearchIcon from '@mui/icons-material/Search';

export default function SxSlotsAndStates() {
  return (
    <Input
      placeholder="Search orders"
      startDecorator={<SearchIcon />}
      slotProps={{ input: { 'aria-label': 'Search orders' } }}
      sx={{
        // Responsive value: full width on phones, fixed from the sm breakpoint.
        width: { xs: '100%', sm: 320 },
        borderRadius: 'xl',
        // A slot, reached through its class.
        [`& .${inputClasses.startDecorator}`]: {
          color: 'text.tertiary',
          transition: 'color 0.2s',
        },
        // A state: while the field has focus, the icon takes the primary color.
        [`&.${inputClasses.focused} .${inputClasses.startDecorator}`]: {
          color: 'primary.plainColor',
        },
        // A component CSS variable instead of overriding the focus ring's styles.
        '--Input-focusedThickness': '3px',
      }}
    />
  );
}
