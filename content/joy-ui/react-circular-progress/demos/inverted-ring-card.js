import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';

export default function InvertedRingCard() {
  const labelId = React.useId();

  return (
    // With invertedColors, the ring's track and bar switch to the inverted palette.
    <Card
      variant="solid"
      color="primary"
      invertedColors
      orientation="horizontal"
      sx={{ bgcolor: 'primary.800', maxWidth: 380, alignItems: 'center', gap: 2 }}
    >
      <CircularProgress
        size="lg"
        determinate
        value={64}
        aria-labelledby={labelId}
        sx={{ '--CircularProgress-size': '80px' }}
      >
        <Typography level="title-md" component="span">
          64%
        </Typography>
      </CircularProgress>
      <CardContent>
        <Typography id={labelId} level="title-md">
          Course completion
        </Typography>
        <Typography level="body-sm">9 of 14 lessons finished.</Typography>
        <Button size="sm" variant="soft" sx={{ mt: 1, alignSelf: 'start' }}>
          Continue
        </Button>
      </CardContent>
    </Card>
  );
}
