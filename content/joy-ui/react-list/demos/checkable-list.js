import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';

const chores = [
  'Water the plants',
  'Take out recycling',
  'Book a dentist visit',
  'Return library books',
];

export default function CheckableList() {
  const [done, setDone] = React.useState(['Take out recycling']);
  const titleId = React.useId();

  const toggle = (chore) =>
    setDone((current) =>
      current.includes(chore)
        ? current.filter((item) => item !== chore)
        : [...current, chore],
    );

  return (
    <div>
      <Typography id={titleId} level="title-sm" sx={{ mb: 1 }}>
        This week ({done.length}/{chores.length} done)
      </Typography>
      <List
        aria-labelledby={titleId}
        variant="outlined"
        sx={{ maxWidth: 320, borderRadius: 'sm', '--List-gap': '4px' }}
      >
        {chores.map((chore) => {
          const checked = done.includes(chore);
          return (
            <ListItem
              key={chore}
              variant={checked ? 'soft' : 'plain'}
              color={checked ? 'success' : 'neutral'}
            >
              {/* overlay stretches the checkbox's hit area over the whole item. */}
              <Checkbox
                overlay
                checked={checked}
                onChange={() => toggle(chore)}
                label={chore}
                color={checked ? 'success' : 'neutral'}
                sx={{ textDecoration: checked ? 'line-through' : 'none' }}
              />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
