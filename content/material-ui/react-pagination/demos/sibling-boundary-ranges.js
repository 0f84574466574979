import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const settings = [
  { siblingCount: 0, boundaryCount: 1, note: 'siblingCount 0: narrow screens' },
  { siblingCount: 1, boundaryCount: 1, note: 'defaults: one neighbour each side' },
  {
    siblingCount: 2,
    boundaryCount: 2,
    note: 'siblingCount 2, boundaryCount 2: wide layouts',
  },
];

export default function PaginationRanges() {
  return (
    <Stack spacing={2}>
      {settings.map((setting) => (
        <div key={setting.note}>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {setting.note}
          </Typography>
          <Pagination
            count={24}
            defaultPage={12}
            siblingCount={setting.siblingCount}
            boundaryCount={setting.boundaryCount}
            aria-label={setting.note}
          />
        </div>
      ))}
    </Stack>
  );
}
