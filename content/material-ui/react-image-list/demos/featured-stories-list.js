import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

/** A skyline at a given time of day as an SVG data URI. */
function skyline(sky, city) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 150"><rect width="200" height="150" fill="${sky}"/><path d="M0 150V100h20V70h18v30h14V55h22v45h16V80h20v20h18V60h24v40h18V90h30v60Z" fill="${city}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const stories = [
  {
    title: 'The night buses of Lisbon',
    featured: true,
    src: skyline('#1a237e', '#000000'),
  },
  { title: 'Rooftop gardens', featured: false, src: skyline('#81d4fa', '#37474f') },
  {
    title: 'Dawn at the docks',
    featured: false,
    src: skyline('#ffccbc', '#4e342e'),
  },
  { title: 'Tram line 28', featured: false, src: skyline('#ffe082', '#5d4037') },
  { title: 'The last cinema', featured: false, src: skyline('#ce93d8', '#311b92') },
];

export default function FeaturedStoriesList() {
  return (
    <ImageList cols={3} rowHeight={130} gap={4} sx={{ maxWidth: 520 }}>
      {stories.map((story) => (
        // The featured story spans two columns and two rows.
        <ImageListItem
          key={story.title}
          cols={story.featured ? 2 : 1}
          rows={story.featured ? 2 : 1}
        >
          <img src={story.src} alt="" loading="lazy" />
          {/* A dark gradient behind the bar keeps white text readable on any image. */}
          <ImageListItemBar
            position="top"
            title={story.title}
            sx={{
              background:
                'linear-gradient(to bottom, rgba(0,0,0,0.8) 0%, rgba(0,0,0,0.55) 70%, rgba(0,0,0,0) 100%)',
            }}
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
