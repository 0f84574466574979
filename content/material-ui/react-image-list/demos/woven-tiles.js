import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

/** A ceramic tile pattern as an SVG data URI. */
function tile(ground, ink) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${ground}"/><circle cx="50" cy="50" r="26" fill="none" stroke="${ink}" stroke-width="6"/><path d="M50 0v24M50 76v24M0 50h24M76 50h24" stroke="${ink}" stroke-width="6"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const tiles = [
  { name: 'Azul', src: tile('#e3f2fd', '#1565c0') },
  { name: 'Terracotta', src: tile('#fbe9e7', '#bf360c') },
  { name: 'Olive', src: tile('#f1f8e9', '#558b2f') },
  { name: 'Cobalt', src: tile('#e8eaf6', '#283593') },
  { name: 'Saffron', src: tile('#fffde7', '#f57f17') },
  { name: 'Onyx', src: tile('#eceff1', '#263238') },
];

export default function WovenTiles() {
  return (
    // Woven: items alternate between taller and shorter rows, column by column.
    <ImageList variant="woven" cols={3} gap={8} sx={{ maxWidth: 420 }}>
      {tiles.map((item) => (
        <ImageListItem key={item.name}>
          <img src={item.src} alt={`${item.name} tile pattern`} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
