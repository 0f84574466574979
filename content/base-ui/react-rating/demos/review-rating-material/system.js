import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { getLabelText, labels } from './labels';

export default function ReviewRatingMaterialSystem() {
  const labelId = React.useId();
  const [value, setValue] = React.useState(4);
  const [hover, setHover] = React.useState(-1);
  const shown = hover !== -1 ? hover : value;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Typography component="span" id={labelId}>
        Your rating
      </Typography>
      <Rating
        name="product-review"
        role="radiogroup"
        aria-labelledby={labelId}
        value={value}
        getLabelText={getLabelText}
        onChange={(_event, next) => setValue(next)}
        onChangeActive={(_event, next) => setHover(next)}
        sx={{
          fontSize: '2rem',
          color: 'warning.main',
          '& .MuiRating-iconEmpty': { color: 'text.secondary' },
          '& .MuiRating-iconHover': { color: 'warning.dark' },
        }}
      />
      <Typography
        variant="body2"
        aria-live="polite"
        sx={{ minWidth: '6rem', fontWeight: 600 }}
      >
        {shown ? labels[shown] : 'No rating'}
      </Typography>
    </Box>
  );
}
