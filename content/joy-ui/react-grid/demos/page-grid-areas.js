import * as React from 'react';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const areas = [
  { area: 'header', label: 'Header' },
  { area: 'nav', label: 'Navigation' },
  { area: 'main', label: 'Main content' },
  { area: 'aside', label: 'Related' },
];

export default function PageGridAreas() {
  return (
    // Named areas with CSS Grid on a Box: a page layout that the flexbox Grid cannot express.
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr 140px' },
        gridTemplateAreas: {
          xs: '"header" "nav" "main" "aside"',
          sm: '"header header header" "nav main aside"',
        },
        minHeight: 220,
      }}
    >
      {areas.map((item) => (
        <Sheet
          key={item.area}
          variant="soft"
          sx={{ gridArea: item.area, p: 2, borderRadius: 'sm' }}
        >
          <Typography level="title-sm" component="p">
            {item.label}
          </Typography>
        </Sheet>
      ))}
    </Box>
  );
}
