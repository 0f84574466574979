import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function InvertedButtons() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {['primary', 'danger', 'neutral'].map((color) => (
        // invertedColors: every variant of button inside the solid card is recolored
        // to read on it, so one set of buttons works on any surface color.
        <Card
          key={color}
          variant="solid"
          color={color}
          invertedColors
          sx={{ width: 220 }}
        >
          <Typography level="title-md">Free trial ends soon</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="solid" size="sm">
              Upgrade
            </Button>
            <Button variant="outlined" size="sm">
              Compare
            </Button>
            <Button variant="plain" size="sm">
              Later
            </Button>
          </Box>
        </Card>
      ))}
    </Box>
  );
}
