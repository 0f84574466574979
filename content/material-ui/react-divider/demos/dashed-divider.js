import * as React from 'react';
import Box from '@mui/material/Box';
import Divider, { dividerClasses } from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DashedDivider() {
  return (
    <Box
      sx={{
        maxWidth: 320,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">Subtotal</Typography>
        <Typography variant="body2">$48.00</Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">Shipping</Typography>
        <Typography variant="body2">$5.00</Typography>
      </Stack>
      {/* A dashed, thicker line like a receipt's tear-off: borderStyle and borderWidth through sx. */}
      <Divider sx={{ my: 1.5, borderStyle: 'dashed', borderBottomWidth: 2 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="p">
          Total
        </Typography>
        <Typography variant="subtitle2" component="p">
          $53.00
        </Typography>
      </Stack>
      <Divider
        sx={{
          mt: 1.5,
          [`&.${dividerClasses.root}`]: { borderColor: 'primary.main' },
        }}
      />
    </Box>
  );
}
