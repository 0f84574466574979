import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckIcon from '@mui/icons-material/Check';

const cuisines = ['Italian', 'Japanese', 'Lebanese', 'Mexican', 'Vegan'];

export default function FilterChips() {
  const [active, setActive] = React.useState(['Japanese']);
  const toggle = (cuisine) =>
    setActive(
      active.includes(cuisine)
        ? active.filter((c) => c !== cuisine)
        : [...active, cuisine],
    );
  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1 }}
        role="group"
        aria-label="Cuisine"
      >
        {cuisines.map((cuisine) => {
          const on = active.includes(cuisine);
          return (
            <Chip
              key={cuisine}
              variant={on ? 'solid' : 'outlined'}
              color={on ? 'primary' : 'neutral'}
              startDecorator={on ? <CheckIcon /> : null}
              onClick={() => toggle(cuisine)}
              slotProps={{ action: { 'aria-pressed': on } }}
            >
              {cuisine}
            </Chip>
          );
        })}
      </Stack>
      <Typography level="body-sm">
        {active.length
          ? `Showing ${active.join(', ')} restaurants.`
          : 'Showing all restaurants.'}
      </Typography>
    </Stack>
  );
}
