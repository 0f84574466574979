import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

/** A plant poster of a given height as an SVG data URI: a pot and a stem with leaves. */
function plant(height, leaf, pot) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 ${height}"><rect width="200" height="${height}" fill="#f5f5f0"/><path d="M100 ${height - 60}V40" stroke="#2e7d32" stroke-width="4"/><ellipse cx="78" cy="${height / 2}" rx="24" ry="10" fill="${leaf}"/><ellipse cx="122" cy="${height / 2 - 30}" rx="24" ry="10" fill="${leaf}"/><path d="M70 ${height - 60}h60l-8 50H78Z" fill="${pot}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const plants = [
  { name: 'Snake plant', care: 'Low light', src: plant(300, '#66bb6a', '#8d6e63') },
  { name: 'Pothos', care: 'Water weekly', src: plant(220, '#9ccc65', '#607d8b') },
  {
    name: 'Fiddle leaf fig',
    care: 'Bright light',
    src: plant(340, '#388e3c', '#d7ccc8'),
  },
  { name: 'Peace lily', care: 'Keep moist', src: plant(240, '#43a047', '#90a4ae') },
  {
    name: 'Monstera',
    care: 'Indirect light',
    src: plant(280, '#2e7d32', '#a1887f'),
  },
  { name: 'Cactus', care: 'Water monthly', src: plant(200, '#7cb342', '#ffb74d') },
];

export default function MasonryPins() {
  return (
    // Masonry keeps each image's own height; bars below flow with it.
    <ImageList variant="masonry" cols={3} gap={10} sx={{ maxWidth: 520 }}>
      {plants.map((item) => (
        <ImageListItem key={item.name}>
          <img src={item.src} alt="" loading="lazy" />
          <ImageListItemBar
            position="below"
            title={item.name}
            subtitle={item.care}
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
