import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/** A flat tile with a diagonal gradient, sized w×h, as an SVG data URI. */
function tile(from, to, w, h) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const items = [
  {
    alt: 'Coral gradient',
    src: tile('#ff8a65', '#f06292', 200, 300),
    cols: 2,
    rows: 2,
  },
  {
    alt: 'Teal gradient',
    src: tile('#4db6ac', '#81c784', 200, 140),
    cols: 1,
    rows: 1,
  },
  {
    alt: 'Indigo gradient',
    src: tile('#7986cb', '#64b5f6', 200, 220),
    cols: 1,
    rows: 1,
  },
  {
    alt: 'Amber gradient',
    src: tile('#ffd54f', '#ffb74d', 200, 160),
    cols: 2,
    rows: 1,
  },
  {
    alt: 'Violet gradient',
    src: tile('#ba68c8', '#9575cd', 200, 260),
    cols: 1,
    rows: 1,
  },
  {
    alt: 'Slate gradient',
    src: tile('#90a4ae', '#78909c', 200, 180),
    cols: 1,
    rows: 1,
  },
];

export default function ImageListVariants() {
  const [variant, setVariant] = React.useState('masonry');

  return (
    <div>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={variant}
        onChange={(_event, next) => next && setVariant(next)}
        aria-label="Layout variant"
      >
        <ToggleButton value="masonry">Masonry</ToggleButton>
        <ToggleButton value="quilted">Quilted</ToggleButton>
      </ToggleButtonGroup>
      <ImageList
        variant={variant}
        cols={variant === 'masonry' ? 3 : 4}
        gap={6}
        rowHeight={variant === 'quilted' ? 90 : undefined}
        sx={{ maxWidth: 520 }}
      >
        {items.map((item) => (
          <ImageListItem
            key={item.alt}
            cols={variant === 'quilted' ? item.cols : 1}
            rows={variant === 'quilted' ? item.rows : 1}
          >
            <img
              src={item.src}
              alt={item.alt}
              loading="lazy"
              style={
                variant === 'quilted'
                  ? { objectFit: 'cover', height: '100%' }
                  : undefined
              }
            />
          </ImageListItem>
        ))}
      </ImageList>
    </div>
  );
}
