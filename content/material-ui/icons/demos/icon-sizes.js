import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';

export default function IconSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end' }}>
        {/* small 20px, medium 24px (default), large 35px, or any size through sx. */}
        <Star fontSize="small" />
        <Star />
        <Star fontSize="large" />
        <Star sx={{ fontSize: 48 }} />
      </Stack>
      {/* inherit follows the font size of the text around it. */}
      <Typography
        variant="h5"
        component="p"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <Star fontSize="inherit" color="warning" /> Featured article
      </Typography>
      <Button
        variant="outlined"
        size="small"
        startIcon={<Star />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Star this repository
      </Button>
    </Stack>
  );
}
