import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function InvertedColors() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', gap: 2 }}>
      {(['primary', 'neutral'] as const).map((color) => (
        // invertedColors makes the children readable on the solid surface
        // without giving each of them a color of its own.
        <Sheet key={color} invertedColors variant="solid" color={color} sx={{ p: 2.5, borderRadius: 'md', width: 240 }}>
          <Typography level="title-sm" sx={{ mb: 1.5 }}>
            Cookie preferences
          </Typography>
          <Stack spacing={1.5}>
            <Checkbox label="Necessary" defaultChecked disabled />
            <Checkbox label="Analytics" defaultChecked />
            <Checkbox label="Marketing" variant="soft" />
          </Stack>
        </Sheet>
      ))}
    </Stack>
  );
}
