import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

/** A plate seen from above as an SVG data URI. */
function plate(food, garnish) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#efebe9"/><circle cx="80" cy="60" r="46" fill="#fff"/><circle cx="80" cy="60" r="30" fill="${food}"/><circle cx="70" cy="52" r="6" fill="${garnish}"/><circle cx="92" cy="66" r="5" fill="${garnish}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const recipes = [
  { title: 'Tomato soup', time: '25 min', src: plate('#e53935', '#66bb6a') },
  { title: 'Pea risotto', time: '40 min', src: plate('#c5e1a5', '#fff59d') },
  { title: 'Berry bowl', time: '5 min', src: plate('#7e57c2', '#f48fb1') },
  { title: 'Pumpkin curry', time: '35 min', src: plate('#fb8c00', '#8d6e63') },
  { title: 'Lemon pasta', time: '20 min', src: plate('#fff176', '#43a047') },
  { title: 'Beet salad', time: '15 min', src: plate('#ad1457', '#f5f5f5') },
];

export default function RecipeBarsBelow() {
  return (
    // position="below" puts the text under the image, where it never hides the picture.
    <ImageList cols={3} gap={12} sx={{ maxWidth: 520 }}>
      {recipes.map((recipe) => (
        <ImageListItem key={recipe.title}>
          <img src={recipe.src} alt="" loading="lazy" />
          <ImageListItemBar
            position="below"
            title={recipe.title}
            subtitle={recipe.time}
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
