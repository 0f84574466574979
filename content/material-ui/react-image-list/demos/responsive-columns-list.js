import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

/** A flat mountain icon in one color as an SVG data URI. */
function peak(color) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90"><rect width="120" height="90" fill="${color}"/><path d="M0 90 45 30l20 26 15-16 40 50Z" fill="#fff" opacity=".7"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const colors = [
  '#5c6bc0',
  '#26a69a',
  '#ef5350',
  '#ffa726',
  '#8d6e63',
  '#ab47bc',
  '#42a5f5',
  '#9ccc65',
  '#78909c',
];

export default function ResponsiveColumnsList() {
  return (
    // cols is a fixed number; to fit the width instead, override the grid template with sx.
    <ImageList
      gap={6}
      sx={{
        gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr)) !important',
      }}
    >
      {colors.map((color, index) => (
        <ImageListItem key={color}>
          <img src={peak(color)} alt={`Trail photo ${index + 1}`} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
