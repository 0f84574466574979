import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

export default function CustomizeNestedSearchField() {
  return (
    <TextField
      id="customize-nested-search"
      label="Search orders"
      placeholder="Order number or customer"
      size="small"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{
        width: 320,
        maxWidth: '100%',
        // Nested slots are reached through their global class names, from the root's sx.
        '& .MuiOutlinedInput-root': {
          borderRadius: 5,
          bgcolor: 'action.hover',
          '& .MuiOutlinedInput-notchedOutline': { borderColor: 'transparent' },
          '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: 'divider' },
          '&.Mui-focused .MuiOutlinedInput-notchedOutline': {
            borderColor: 'primary.main',
          },
        },
        '& .MuiInputAdornment-root': { color: 'text.secondary' },
      }}
    />
  );
}
