import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function SkipInversion() {
  return (
    <Card variant="solid" color="neutral" invertedColors sx={{ maxWidth: 380 }}>
      <Chip variant="soft" size="sm">
        Beta
      </Chip>
      <Typography level="title-lg">Offline mode</Typography>
      <Typography level="body-sm">
        Keep editing on the train; changes sync when you are back online.
      </Typography>
      <CardActions>
        <Button variant="plain">Learn more</Button>
        {/* The call to action keeps the brand's primary color. */}
        <Button variant="solid" color="primary" data-skip-inverted-colors>
          Turn on
        </Button>
      </CardActions>
    </Card>
  );
}
