import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

const labels = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

const labelText = (value) =>
  `${value} star${value === 1 ? '' : 's'}, ${labels[value]}`;

export default function ReviewRating() {
  const [value, setValue] = React.useState(null);
  // -1 while the pointer is outside: show the chosen value again.
  const [hover, setHover] = React.useState(-1);
  const shown = hover !== -1 ? hover : value;

  return (
    // A fieldset and legend name the group of hidden radio inputs the rating renders.
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend">Rate your stay</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Rating
          name="stay-rating"
          value={value}
          getLabelText={labelText}
          onChange={(_event, next) => setValue(next)}
          onChangeActive={(_event, next) => setHover(next)}
        />
        <Typography variant="body2">
          {shown ? labels[shown] : 'Not rated'}
        </Typography>
      </Box>
    </Box>
  );
}
