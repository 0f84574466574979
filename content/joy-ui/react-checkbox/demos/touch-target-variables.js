import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

export default function TouchTargetVariables() {
  return (
    // --Checkbox-size and --Checkbox-gap resize the box and its distance to the label,
    // here for a kiosk screen where the targets must be large.
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', width: 300 }}>
      <Stack
        spacing={2}
        sx={{ '--Checkbox-size': '32px', '--Checkbox-gap': '16px', fontSize: 'lg' }}
      >
        <Checkbox label="Print a receipt" defaultChecked />
        <Checkbox label="Email me the receipt" />
      </Stack>
    </Sheet>
  );
}
