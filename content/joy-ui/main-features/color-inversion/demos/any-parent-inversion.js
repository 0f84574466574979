import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { applySoftInversion } from '@mui/joy/colorInversion';
import Lightbulb from '@mui/icons-material/LightbulbOutlined';

export default function AnyParentInversion() {
  return (
    // A plain Box becomes an inverting surface: the inversion styles first, then its own background.
    <Box
      sx={[
        applySoftInversion('primary'),
        {
          bgcolor: 'primary.softBg',
          p: 2,
          borderRadius: 'md',
          maxWidth: 460,
          display: 'flex',
          gap: 2,
          alignItems: 'flex-start',
        },
      ]}
    >
      <Lightbulb />
      <Box sx={{ flex: 1 }}>
        <Typography level="title-md" component="p">
          Tip: press / to search
        </Typography>
        <Typography level="body-md">
          Search works from any page, including inside dialogs.
        </Typography>
        <Button size="sm" variant="solid" sx={{ mt: 1.5 }}>
          Got it
        </Button>
      </Box>
    </Box>
  );
}
