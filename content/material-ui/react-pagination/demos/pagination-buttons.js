import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaginationButtons() {
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="body2" gutterBottom>
          Long archive: jump to either end
        </Typography>
        <Pagination
          count={40}
          defaultPage={12}
          showFirstButton
          showLastButton
          aria-label="Archive pages"
        />
      </div>
      <div>
        <Typography variant="body2" gutterBottom>
          Slideshow: numbers only, no arrows
        </Typography>
        <Pagination count={5} hidePrevButton hideNextButton aria-label="Slides" />
      </div>
    </Stack>
  );
}
