import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardCover from '@mui/joy/CardCover';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function LayeredCoverCard() {
  return (
    // Three layers, from the back: the picture (first CardCover), a scrim (second CardCover),
    // then CardContent, which Joy keeps above the covers.
    <Card sx={{ width: 320, minHeight: 260, justifyContent: 'space-between' }}>
      <CardCover>
        <div style={{ background: 'linear-gradient(135deg, #134e5e, #71b280)' }} />
      </CardCover>
      <CardCover
        sx={{
          background:
            'linear-gradient(to bottom, rgba(0,0,0,0.45), rgba(0,0,0,0) 45%, rgba(0,0,0,0.75))',
        }}
      />
      <CardContent sx={{ flex: 0 }}>
        <Chip
          size="sm"
          variant="solid"
          color="neutral"
          sx={{ alignSelf: 'flex-start' }}
        >
          Trail · 14 km
        </Chip>
      </CardContent>
      <CardContent sx={{ justifyContent: 'flex-end', flex: 0 }}>
        <Typography level="title-lg" textColor="#fff">
          Ridge loop above the lake
        </Typography>
        <Typography level="body-sm" textColor="neutral.200">
          Elevation gain 620 m · about 4 hours
        </Typography>
      </CardContent>
    </Card>
  );
}
