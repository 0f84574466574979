import * as React from 'react';
import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const reviews = [
  { product: 'Trail shoes', stars: 5 },
  { product: 'Rain jacket', stars: 3 },
  { product: 'Head torch', stars: 4 },
];

export default function FontGlyphIcons() {
  return (
    <Stack spacing={1}>
      {reviews.map(({ product, stars }) => (
        <Stack key={product} direction="row" alignItems="center" spacing={1}>
          <Typography sx={{ width: 120 }}>{product}</Typography>
          <span aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Icon
                key={i}
                baseClassName=""
                color={i < stars ? 'warning' : 'disabled'}
                fontSize="small"
              >
                ★
              </Icon>
            ))}
          </span>
          <Typography variant="body2" color="text.secondary">
            {stars} of 5
          </Typography>
        </Stack>
      ))}
      <Stack direction="row" spacing={2} alignItems="flex-end">
        <Icon baseClassName="" fontSize="small" color="primary">
          ♪
        </Icon>
        <Icon baseClassName="">♪</Icon>
        <Icon baseClassName="" fontSize="large" color="secondary">
          ♪
        </Icon>
        <Typography variant="caption">small, medium, large</Typography>
      </Stack>
    </Stack>
  );
}
