import * as React from 'react';
import { Box } from '@mui/system';

// The same style object @mui/utils exports as `visuallyHidden` (not a direct dependency of this site).
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};

// The stars are drawn for sighted readers and hidden from screen readers, which get the
// sentence in the visually hidden span instead.
export default function ScreenReadersRatingSummary() {
  const rating = 4;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Box
        component="svg"
        aria-hidden="true"
        viewBox="0 0 120 24"
        sx={{ width: 120, height: 24 }}
      >
        {[0, 1, 2, 3, 4].map((index) => (
          <Box
            component="path"
            key={index}
            transform={`translate(${index * 24} 0)`}
            d="M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21l1.4-7L2 9.3l7-.8z"
            fill="currentColor"
            sx={{ color: index < rating ? 'warning.main' : 'action.disabled' }}
          />
        ))}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        Rated {rating} out of 5 by 128 customers
      </Box>
      <Box
        component="a"
        href="#screen-readers-rating-summary-reviews"
        sx={{ color: 'primary.main' }}
      >
        128 reviews
        <Box component="span" sx={visuallyHidden}>
          {' '}
          of the Merino sweater
        </Box>
      </Box>
      <Box
        component="p"
        id="screen-readers-rating-summary-reviews"
        sx={{ width: 1, m: 0, color: 'text.secondary' }}
      >
        &ldquo;Warm and soft, runs slightly large.&rdquo; (Priya, 5 stars)
      </Box>
    </Box>
  );
}
