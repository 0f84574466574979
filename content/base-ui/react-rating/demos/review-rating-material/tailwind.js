import * as React from 'react';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { getLabelText, labels } from './labels';

// The colours are Material UI's CSS theme variables, so they follow the light or dark mode.
export default function ReviewRatingMaterialTailwind() {
  const labelId = React.useId();
  const [value, setValue] = React.useState(4);
  const [hover, setHover] = React.useState(-1);
  const shown = hover !== -1 ? hover : value;
  return (
    <div className="flex flex-wrap items-center gap-4">
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
        className="text-[2rem] text-[color:var(--mui-palette-warning-main)] [&_.MuiRating-iconEmpty]:text-[color:var(--mui-palette-text-secondary)] [&_.MuiRating-iconHover]:text-[color:var(--mui-palette-warning-dark)]"
      />
      <Typography
        variant="body2"
        aria-live="polite"
        className="min-w-[6rem] font-semibold"
      >
        {shown ? labels[shown] : 'No rating'}
      </Typography>
    </div>
  );
}
