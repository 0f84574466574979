import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function StatsOverflow() {
  return (
    <Card variant="outlined" sx={{ width: 300 }}>
      <CardContent>
        <Typography level="title-md">Monthly revenue</Typography>
        <Typography level="h2" component="p">
          $48,210
        </Typography>
      </CardContent>
      {/* CardOverflow reaches the card's edges: a footer band with its own background. */}
      <CardOverflow variant="soft" sx={{ bgcolor: 'background.level1' }}>
        <Divider inset="context" />
        <CardContent orientation="horizontal" sx={{ py: 1 }}>
          <Typography
            level="body-xs"
            sx={{ fontWeight: 'md', color: 'success.plainColor' }}
          >
            +12.4% vs March
          </Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs">Updated 5 min ago</Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
