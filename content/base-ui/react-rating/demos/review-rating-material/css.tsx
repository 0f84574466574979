import * as React from 'react';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { getLabelText, labels } from './labels';
import './review-rating-material.css';

export default function ReviewRatingMaterialCss() {
  const labelId = React.useId();
  const [value, setValue] = React.useState<number | null>(4);
  const [hover, setHover] = React.useState(-1);
  const shown = hover !== -1 ? hover : value;
  return (
    <div className="review-rating-material">
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
        className="review-rating-material-stars"
      />
      <Typography variant="body2" aria-live="polite" className="review-rating-material-label">
        {shown ? labels[shown] : 'No rating'}
      </Typography>
    </div>
  );
}
