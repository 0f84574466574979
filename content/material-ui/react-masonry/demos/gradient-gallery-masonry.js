import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// Artwork drawn with CSS gradients, so the demo needs no image files.
const artworks = [
  {
    title: 'Dawn',
    height: 160,
    background: 'linear-gradient(160deg, #ffb199, #ff0844)',
  },
  {
    title: 'Lagoon',
    height: 220,
    background: 'linear-gradient(160deg, #43e97b, #38f9d7)',
  },
  {
    title: 'Dusk',
    height: 120,
    background: 'linear-gradient(160deg, #667eea, #764ba2)',
  },
  {
    title: 'Sand',
    height: 200,
    background: 'linear-gradient(160deg, #f6d365, #fda085)',
  },
  {
    title: 'Glacier',
    height: 140,
    background: 'linear-gradient(160deg, #a1c4fd, #c2e9fb)',
  },
  {
    title: 'Forest',
    height: 180,
    background: 'linear-gradient(160deg, #0ba360, #3cba92)',
  },
];

export default function GradientGalleryMasonry() {
  return (
    <Masonry columns={{ xs: 2, sm: 3 }} spacing={1.5}>
      {artworks.map(({ title, height, background }) => (
        <Box component="figure" key={title} sx={{ m: 0 }}>
          <Box
            role="img"
            aria-label={`${title}, a gradient artwork`}
            sx={{ height, background, borderRadius: 1 }}
          />
          <Typography component="figcaption" variant="caption">
            {title}
          </Typography>
        </Box>
      ))}
    </Masonry>
  );
}
