import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const initial = ['Priya Nair', 'Tomás Díaz', 'Mei Lin'];

export default function RecipientChips() {
  const [recipients, setRecipients] = React.useState(initial);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        component="ul"
        aria-label="Recipients"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {recipients.map((person) => (
          <li key={person}>
            <Chip
              label={person}
              avatar={<Avatar aria-hidden>{person[0]}</Avatar>}
              onDelete={() =>
                setRecipients((current) => current.filter((p) => p !== person))
              }
              // Theme colors for the avatar keep its letter at a readable contrast.
              sx={{
                '& .MuiChip-avatar': {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                },
              }}
            />
          </li>
        ))}
      </Stack>
      <Button
        size="small"
        onClick={() => setRecipients(initial)}
        disabled={recipients.length === initial.length}
      >
        Reset recipients
      </Button>
    </Stack>
  );
}
