import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerHorizontalCard() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ maxWidth: 420 }}>
      <CardOverflow
        variant="soft"
        color="primary"
        sx={{ justifyContent: 'center', alignItems: 'center', px: 2.5 }}
      >
        <Typography level="h3" component="p" textColor="inherit">
          18
        </Typography>
        <Typography level="body-xs" textColor="inherit">
          APR
        </Typography>
      </CardOverflow>
      {/* inset="context" in a horizontal card: the vertical line spans the card's full height. */}
      <Divider orientation="vertical" inset="context" />
      <CardContent>
        <Typography level="title-md">Community clean-up</Typography>
        <Typography level="body-sm">Riverside park, 09:30–12:00</Typography>
      </CardContent>
    </Card>
  );
}
