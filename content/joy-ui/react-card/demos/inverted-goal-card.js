import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

export default function InvertedGoalCard() {
  return (
    // invertedColors: the ring and both buttons adapt to the solid surface. A deep shade of the
    // color (primary.800) keeps the secondary text colors readable in light and dark mode.
    <Card
      variant="solid"
      color="primary"
      invertedColors
      sx={{ bgcolor: 'primary.800', maxWidth: 340 }}
    >
      <CardContent orientation="horizontal" sx={{ alignItems: 'center', gap: 2 }}>
        <CircularProgress
          size="lg"
          determinate
          value={64}
          aria-label="Savings goal reached"
        >
          <Typography level="title-md" component="span">
            64%
          </Typography>
        </CircularProgress>
        <CardContent>
          <Typography level="title-md">Holiday fund</Typography>
          <Typography level="h3" component="p">
            €1,920
          </Typography>
          <Typography level="body-md">of €3,000, by July</Typography>
        </CardContent>
      </CardContent>
      <CardActions>
        <Button variant="soft" size="sm">
          Add money
        </Button>
        <Button variant="solid" size="sm">
          See details
        </Button>
      </CardActions>
    </Card>
  );
}
