import * as React from 'react';
import { Box, Grid } from '@mui/system';

const messages = [
  { author: 'Lena', text: 'Can we move the review to Thursday?', time: '09:12' },
  {
    author: 'Kwame',
    text: 'Thursday works. I will update the invite and share the draft agenda before lunch.',
    time: '09:15',
  },
];

// size="auto" fits the avatar and the time to their content; size="grow" gives the text the rest.
export default function GridVariableWidth() {
  const [wide, setWide] = React.useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <label>
        <input
          type="checkbox"
          checked={wide}
          onChange={(event) => setWide(event.target.checked)}
        />{' '}
        Show full timestamps
      </label>
      {messages.map((message) => (
        <Grid
          key={message.time}
          container
          spacing={1.5}
          sx={{ alignItems: 'flex-start' }}
        >
          <Grid size="auto">
            <Box
              aria-hidden="true"
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 36,
                height: 36,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {message.author[0]}
            </Box>
          </Grid>
          <Grid size="grow">
            <strong>{message.author}</strong>
            <div>{message.text}</div>
          </Grid>
          <Grid size="auto" sx={{ color: 'text.secondary', typography: 'body2' }}>
            {wide ? `Today, ${message.time}` : message.time}
          </Grid>
        </Grid>
      ))}
    </Box>
  );
}
