import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

/** A landscape drawn as an SVG data URI: sky gradient, sun and one hill. */
function scene(sky, ground, sunX) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fff"/></linearGradient></defs><rect width="300" height="200" fill="url(#s)"/><circle cx="${sunX}" cy="60" r="22" fill="#ffd54f"/><path d="M0 150 Q150 90 300 150 V200 H0Z" fill="${ground}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const photos = [
  {
    title: 'Harbour at dusk',
    author: 'M. Chen',
    src: scene('#5c6bc0', '#37474f', 230),
  },
  {
    title: 'Spring meadow',
    author: 'A. Novak',
    src: scene('#4fc3f7', '#66bb6a', 70),
  },
  {
    title: 'Desert road',
    author: 'L. Okafor',
    src: scene('#ffb74d', '#a1887f', 150),
  },
  { title: 'Snowfield', author: 'J. Berg', src: scene('#90caf9', '#eceff1', 110) },
];

export default function PhotoGallery() {
  const [favourites, setFavourites] = React.useState([]);

  return (
    <ImageList cols={2} gap={8} sx={{ maxWidth: 520 }}>
      {photos.map((photo) => {
        const starred = favourites.includes(photo.title);
        return (
          <ImageListItem key={photo.title}>
            <img src={photo.src} alt="" loading="lazy" />
            <ImageListItemBar
              title={photo.title}
              subtitle={`by ${photo.author}`}
              actionIcon={
                <IconButton
                  aria-label={`Favourite ${photo.title}`}
                  aria-pressed={starred}
                  sx={{ color: 'common.white' }}
                  onClick={() =>
                    setFavourites((list) =>
                      starred
                        ? list.filter((t) => t !== photo.title)
                        : [...list, photo.title],
                    )
                  }
                >
                  {starred ? <StarIcon /> : <StarBorderIcon />}
                </IconButton>
              }
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
