import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const brands = [
  { name: 'Northpeak', count: 24 },
  { name: 'Riverstone', count: 12 },
  { name: 'Alba', count: 7 },
  { name: 'Kestrel', count: 0 },
];

export default function FilterCounts() {
  const [checked, setChecked] = React.useState(['Riverstone']);
  const results = brands
    .filter((brand) => checked.includes(brand.name))
    .reduce((sum, brand) => sum + brand.count, 0);

  return (
    <Box sx={{ width: 240 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography id="filter-counts-label" level="title-sm">
          Brand
        </Typography>
        <Button
          size="sm"
          variant="plain"
          disabled={checked.length === 0}
          onClick={() => setChecked([])}
        >
          Clear
        </Button>
      </Box>
      <List size="sm" aria-labelledby="filter-counts-label">
        {brands.map((brand) => (
          <ListItem
            key={brand.name}
            endAction={<Typography level="body-xs">{brand.count}</Typography>}
          >
            {/* Controlled: the parent keeps the list of checked names. A brand with no results is disabled. */}
            <Checkbox
              size="sm"
              label={brand.name}
              disabled={brand.count === 0}
              checked={checked.includes(brand.name)}
              onChange={(event) =>
                setChecked((list) =>
                  event.target.checked
                    ? [...list, brand.name]
                    : list.filter((item) => item !== brand.name),
                )
              }
            />
          </ListItem>
        ))}
      </List>
      <Typography level="body-sm" aria-live="polite">
        {checked.length === 0
          ? 'Showing all products.'
          : `${results} products match.`}
      </Typography>
    </Box>
  );
}
