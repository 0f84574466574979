import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const initial = ['Ada Park', 'Luis Moreno', 'Nia Brown'];

export default function ChipWithAvatar() {
  const [people, setPeople] = React.useState(initial);

  return (
    <Stack spacing={1}>
      <Typography level="title-sm">Shared with</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* An avatar as start decorator; ChipDelete with its own label removes the person. */}
        {people.map((name) => (
          <Chip
            key={name}
            variant="outlined"
            startDecorator={<Avatar size="sm">{name[0]}</Avatar>}
            endDecorator={
              <ChipDelete
                aria-label={`Stop sharing with ${name}`}
                onDelete={() =>
                  setPeople((list) => list.filter((item) => item !== name))
                }
              />
            }
          >
            {name}
          </Chip>
        ))}
        {people.length === 0 && (
          <Typography level="body-sm">
            Nobody. Only you can see this file.
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
