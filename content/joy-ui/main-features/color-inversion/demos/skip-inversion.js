import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SkipInversion() {
  return (
    <Sheet
      variant="solid"
      color="neutral"
      invertedColors
      sx={{
        bgcolor: 'neutral.800',
        p: 3,
        borderRadius: 'md',
        maxWidth: 460,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography level="title-lg" component="p">
        Your trial ends in 3 days
      </Typography>
      <Typography level="body-md">
        Keep your projects and history by choosing a plan.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {/* data-skip-inverted-colors: this button keeps the brand's primary color. */}
        <Button data-skip-inverted-colors color="primary">
          Choose a plan
        </Button>
        {/* This one follows the inversion: white on the dark surface. */}
        <Button variant="outlined">Remind me later</Button>
      </Box>
    </Sheet>
  );
}
