import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import EmojiEvents from '@mui/icons-material/EmojiEvents';

export default function StreakMilestone() {
  return (
    // A soft success card: the icon takes the card's color through the palette variable, and the
    // text keeps the theme's text colors so it stays readable in both modes.
    <Card
      variant="soft"
      color="success"
      sx={{ maxWidth: 360, textAlign: 'center', alignItems: 'center' }}
    >
      <EmojiEvents
        aria-hidden
        sx={{ fontSize: 48, color: 'var(--joy-palette-success-500)' }}
      />
      <CardContent>
        <Typography level="h4" component="h3">
          100 days in a row
        </Typography>
        <Typography level="body-md">
          You have practised Portuguese every day since April. Keep the streak going
          tomorrow.
        </Typography>
      </CardContent>
      <CardActions buttonFlex="0 1 140px" sx={{ justifyContent: 'center' }}>
        <Button variant="solid" color="success">
          Share
        </Button>
        <Button variant="plain" color="neutral">
          Close
        </Button>
      </CardActions>
    </Card>
  );
}
