import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListDivider from '@mui/joy/ListDivider';
import Typography from '@mui/joy/Typography';

// Small local SVG covers: one solid color and the show's initials.
const cover = (fill, letters) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${fill}"/><text x="40" y="50" font-size="28" text-anchor="middle" fill="#ffffff" font-family="sans-serif">${letters}</text></svg>`,
  );

const shows = [
  { title: 'Slow Gardening', host: 'Ama Boateng', art: cover('#1e3a8a', 'SG') },
  { title: 'Code & Coffee', host: 'Priya Nair', art: cover('#7c2d12', 'CC') },
  { title: 'Night Trains', host: 'Jonas Berg', art: cover('#14532d', 'NT') },
];

export default function PodcastListStack() {
  return (
    <List
      aria-label="Podcasts"
      variant="outlined"
      sx={{ maxWidth: 360, borderRadius: 'sm', py: 0 }}
    >
      {shows.map((show, index) => (
        <React.Fragment key={show.title}>
          {index > 0 && <ListDivider aria-hidden />}
          <ListItem>
            <ListItemButton sx={{ gap: 2 }}>
              {/* flexBasis gives the thumbnail its width; ratio 1 keeps it square in the row. */}
              <AspectRatio
                ratio="1"
                sx={{ flexBasis: 56, flexShrink: 0, borderRadius: 'sm' }}
              >
                <img src={show.art} alt="" />
              </AspectRatio>
              <ListItemContent>
                <Typography level="title-sm">{show.title}</Typography>
                <Typography level="body-sm">with {show.host}</Typography>
              </ListItemContent>
            </ListItemButton>
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
