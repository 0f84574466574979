import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

export default function InvertiblePromo() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ maxWidth: 360 }}>
      <CardContent orientation="horizontal" sx={{ alignItems: 'center', gap: 2 }}>
        <CircularProgress size="lg" determinate value={72} aria-label="Storage used">
          72%
        </CircularProgress>
        <div>
          <Typography level="title-md">Storage almost full</Typography>
          <Typography level="body-sm">14.4 of 20 GB used by your team.</Typography>
        </div>
      </CardContent>
      <CardActions>
        <Button variant="soft">Upgrade</Button>
        <Button variant="plain">Clean up</Button>
      </CardActions>
    </Card>
  );
}
