import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

const labels = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

export default function ReviewRatingMaterial() {
  const [value, setValue] = React.useState(4);
  const [hover, setHover] = React.useState(-1);
  const shown = hover !== -1 ? hover : value;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography component="legend" id="review-rating-label">
        Your rating
      </Typography>
      <Rating
        name="product-review"
        value={value}
        getLabelText={(n) => `${n} star${n === 1 ? '' : 's'}, ${labels[n]}`}
        onChange={(_event, next) => setValue(next)}
        onChangeActive={(_event, next) => setHover(next)}
      />
      <Typography variant="body2" aria-live="polite">
        {shown ? labels[shown] : 'No rating'}
      </Typography>
    </Box>
  );
}
