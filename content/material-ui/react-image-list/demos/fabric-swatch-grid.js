import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

/** A woven-fabric swatch as an SVG data URI: a base color crossed by thin stripes. */
function swatch(base, stripe) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="${base}"/><g stroke="${stripe}" stroke-width="3" opacity=".55"><path d="M0 20h120M0 50h120M0 80h120M0 110h120"/><path d="M20 0v120M60 0v120M100 0v120"/></g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const fabrics = [
  { name: 'Navy linen', src: swatch('#283593', '#9fa8da') },
  { name: 'Rust cotton', src: swatch('#bf360c', '#ffab91') },
  { name: 'Sage wool', src: swatch('#689f38', '#dcedc8') },
  { name: 'Sand canvas', src: swatch('#d7ccc8', '#8d6e63') },
  { name: 'Plum velvet', src: swatch('#6a1b9a', '#ce93d8') },
  { name: 'Slate tweed', src: swatch('#455a64', '#b0bec5') },
  { name: 'Mustard twill', src: swatch('#f9a825', '#fff59d') },
  { name: 'Teal denim', src: swatch('#00695c', '#80cbc4') },
];

export default function FabricSwatchGrid() {
  return (
    // Standard: equal cells of rowHeight; object-fit: cover crops each image to its cell.
    <ImageList cols={4} rowHeight={100} gap={6} sx={{ maxWidth: 460 }}>
      {fabrics.map((fabric) => (
        <ImageListItem key={fabric.name}>
          <img src={fabric.src} alt={fabric.name} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
