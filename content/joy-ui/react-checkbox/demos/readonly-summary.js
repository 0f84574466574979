import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ReadonlySummary() {
  return (
    // readOnly keeps the box focusable and announced, but clicks do not change it.
    // disabled, by contrast, greys it out and takes it out of the tab order.
    <Stack spacing={1.5}>
      <Typography level="title-sm">Order #2048 was packed with</Typography>
      <Checkbox label="Gift wrapping" checked readOnly />
      <Checkbox label="Printed invoice" checked={false} readOnly />
      <Checkbox label="Express shipping (not available in your region)" disabled />
    </Stack>
  );
}
