import * as React from 'react';
import Card from '@mui/joy/Card';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function InvertedSwitches() {
  return (
    // invertedColors: the switches, labels and text use colors that read on the solid card.
    <Card
      variant="solid"
      color="warning"
      invertedColors
      sx={{ width: 300, gap: 1.5, bgcolor: 'warning.800' }}
    >
      <Typography level="title-md">Do not disturb</Typography>
      <Typography
        component="label"
        endDecorator={<Switch defaultChecked />}
        sx={{ justifyContent: 'space-between' }}
      >
        Silence notifications
      </Typography>
      <Typography
        component="label"
        endDecorator={<Switch />}
        sx={{ justifyContent: 'space-between' }}
      >
        Allow calls from favorites
      </Typography>
    </Card>
  );
}
