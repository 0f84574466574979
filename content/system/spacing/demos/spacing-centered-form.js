import * as React from 'react';
import { Box } from '@mui/system';

// mx: 'auto' centres a block with a width; the stack of fields uses margins from the theme scale.
export default function SpacingCenteredForm() {
  return (
    <Box
      component="form"
      onSubmit={(event) => event.preventDefault()}
      sx={{
        width: 280,
        mx: 'auto',
        p: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box component="h3" sx={{ mt: 0, mb: 2 }}>
        Sign in
      </Box>
      <label htmlFor="spacing-centered-form-email">Email</label>
      <Box
        component="input"
        id="spacing-centered-form-email"
        type="email"
        autoComplete="email"
        sx={{
          display: 'block',
          width: 1,
          boxSizing: 'border-box',
          mt: 0.5,
          mb: 2,
          p: 1,
          font: 'inherit',
        }}
      />
      <label htmlFor="spacing-centered-form-password">Password</label>
      <Box
        component="input"
        id="spacing-centered-form-password"
        type="password"
        autoComplete="current-password"
        sx={{
          display: 'block',
          width: 1,
          boxSizing: 'border-box',
          mt: 0.5,
          mb: 3,
          p: 1,
          font: 'inherit',
        }}
      />
      <Box
        component="button"
        type="submit"
        sx={{ width: 1, py: 1, font: 'inherit' }}
      >
        Continue
      </Box>
    </Box>
  );
}
