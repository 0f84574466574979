import * as React from 'react';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SortByInline() {
  const [sort, setSort] = React.useState('newest');

  return (
    // A small plain select sits in a line of text, as in list headers.
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography id="sort-by-inline-label" level="body-sm">
        128 results, sorted by
      </Typography>
      <Select
        size="sm"
        variant="plain"
        value={sort}
        onChange={(_event, next) => next && setSort(next)}
        slotProps={{
          button: {
            'aria-labelledby': 'sort-by-inline-label sort-by-inline-button',
            id: 'sort-by-inline-button',
          },
          listbox: { placement: 'bottom-end', sx: { minWidth: 160 } },
        }}
        sx={{ fontWeight: 'lg' }}
      >
        <Option value="newest">Newest</Option>
        <Option value="oldest">Oldest</Option>
        <Option value="price">Lowest price</Option>
        <Option value="rating">Best rating</Option>
      </Select>
    </Stack>
  );
}
