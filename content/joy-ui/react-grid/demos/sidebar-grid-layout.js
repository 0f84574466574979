import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const listings = [
  { title: 'Loft near the canal', city: 'Utrecht', pets: true },
  { title: 'Garden flat', city: 'Ghent', pets: false },
  { title: 'Studio with balcony', city: 'Utrecht', pets: false },
  { title: 'Cottage by the dunes', city: 'Haarlem', pets: true },
];

export default function SidebarGridLayout() {
  const [petsOnly, setPetsOnly] = React.useState(false);
  const shown = listings.filter((listing) => !petsOnly || listing.pets);

  return (
    <Grid container spacing={2}>
      <Grid xs={12} sm={3}>
        <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>
          <Typography level="title-sm" sx={{ mb: 1 }}>
            Filters
          </Typography>
          <Checkbox
            label="Pets allowed"
            checked={petsOnly}
            onChange={(event) => setPetsOnly(event.target.checked)}
          />
        </Sheet>
      </Grid>
      <Grid xs={12} sm={9} container spacing={1.5}>
        <Grid xs={12} container sx={{ alignItems: 'center' }}>
          <Grid xs>
            <Typography level="title-md">Stays</Typography>
          </Grid>
          <Grid xs="auto">
            <Typography level="body-sm">{shown.length} results</Typography>
          </Grid>
        </Grid>
        {shown.map((listing) => (
          <Grid key={listing.title} xs={12} md={6}>
            <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm' }}>
              <Typography level="title-sm">{listing.title}</Typography>
              <Typography level="body-xs">{listing.city}</Typography>
            </Sheet>
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}
