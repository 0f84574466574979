import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function ReadonlyDisabled() {
  return (
    // readOnly: focusable and announced, but clicks do nothing (a setting managed elsewhere).
    // disabled: greyed out and skipped by Tab.
    <Stack spacing={2}>
      <Typography
        component="label"
        startDecorator={<Switch checked readOnly />}
        sx={{ gap: 1.5 }}
      >
        Two-factor sign-in (required by your organization)
      </Typography>
      <Typography
        component="label"
        startDecorator={<Switch disabled />}
        sx={{ gap: 1.5 }}
      >
        Beta features (not available on your plan)
      </Typography>
    </Stack>
  );
}
