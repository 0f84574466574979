import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Typography from '@mui/joy/Typography';
import Link from '@mui/joy/Link';

const poster =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#bae6fd"/><path d="M0 140 L80 70 L140 120 L210 50 L320 140 L320 180 L0 180Z" fill="#0c4a6e"/><circle cx="250" cy="40" r="18" fill="#fde047"/></svg>',
  );

export default function CardCoverRatio() {
  return (
    <Card variant="outlined" sx={{ width: 300 }}>
      {/* In CardOverflow, the picture reaches the card's edges; AspectRatio holds its shape. */}
      <CardOverflow>
        <AspectRatio ratio="16/9">
          <img src={poster} alt="Mountains under a yellow sun" />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">
          <Link href="?trip=alps" overlay underline="none" color="neutral">
            Three days in the Alps
          </Link>
        </Typography>
        <Typography level="body-sm">Hut to hut, 42 km.</Typography>
      </CardContent>
    </Card>
  );
}
