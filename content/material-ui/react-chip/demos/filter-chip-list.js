import * as React from 'react';
import CheckIcon from '@mui/icons-material/Check';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const recipes = [
  { name: 'Lentil soup', tags: ['Vegan', 'Quick'] },
  { name: 'Mushroom risotto', tags: ['Vegetarian'] },
  { name: 'Chickpea curry', tags: ['Vegan', 'Spicy'] },
  { name: 'Pad thai', tags: ['Spicy', 'Quick'] },
];
const allTags = ['Vegan', 'Vegetarian', 'Quick', 'Spicy'];

export default function FilterChips() {
  const [active, setActive] = React.useState([]);
  const shown = recipes.filter((r) => active.every((tag) => r.tags.includes(tag)));

  const toggle = (tag) =>
    setActive((current) =>
      current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag],
    );

  return (
    <div>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label="Filter recipes"
      >
        {allTags.map((tag) => {
          const on = active.includes(tag);
          return (
            <Chip
              key={tag}
              label={tag}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              icon={on ? <CheckIcon /> : undefined}
              onClick={() => toggle(tag)}
              aria-pressed={on}
            />
          );
        })}
      </Stack>
      <Typography variant="body2" role="status" sx={{ mt: 2 }}>
        {shown.length} of {recipes.length} recipes
      </Typography>
      <List dense>
        {shown.map((recipe) => (
          <ListItem key={recipe.name}>
            <ListItemText primary={recipe.name} secondary={recipe.tags.join(', ')} />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
