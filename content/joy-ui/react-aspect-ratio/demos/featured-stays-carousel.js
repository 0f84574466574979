import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const stays = [
  { name: 'Cabin by the lake', price: '€120 / night', hue: 200 },
  { name: 'Loft in the old town', price: '€95 / night', hue: 20 },
  { name: 'Farmhouse with a garden', price: '€140 / night', hue: 110 },
  { name: 'Studio near the beach', price: '€80 / night', hue: 45 },
];

export default function FeaturedStaysCarousel() {
  return (
    // A horizontal scroller with snap points; it is focusable and named so keyboards can scroll it.
    <Box
      tabIndex={0}
      role="region"
      aria-label="Featured stays"
      sx={{
        display: 'flex',
        gap: 1.5,
        overflowX: 'auto',
        scrollSnapType: 'x mandatory',
        py: 1,
        maxWidth: 420,
      }}
    >
      {stays.map((stay) => (
        <Card
          key={stay.name}
          variant="outlined"
          size="sm"
          sx={{ flex: '0 0 180px', scrollSnapAlign: 'start' }}
        >
          {/* A fixed 4:3 frame keeps every card the same height whatever the picture. */}
          <AspectRatio ratio="4/3" sx={{ borderRadius: 'sm' }}>
            <div
              aria-hidden
              style={{
                background: `linear-gradient(135deg, hsl(${stay.hue} 45% 55%), hsl(${stay.hue + 40} 45% 35%))`,
              }}
            />
          </AspectRatio>
          <Typography level="title-sm">{stay.name}</Typography>
          <Typography level="body-sm" sx={{ color: 'text.primary' }}>
            {stay.price}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
