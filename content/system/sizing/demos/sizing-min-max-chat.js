import * as React from 'react';
import { Box } from '@mui/system';

const messages = [
  { from: 'them', text: 'Are we still on for Friday?' },
  {
    from: 'me',
    text: 'Yes! I booked a table for four at 7 pm, near the station, the one with the garden.',
  },
  { from: 'them', text: 'Perfect' },
];

// Bubbles shrink to their text (width: 'fit-content') but never exceed 75% of the thread (maxWidth: 0.75);
// the thread keeps a minimum height so a short conversation does not collapse.
export default function SizingMinMaxChat() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        minHeight: 180,
        maxWidth: 400,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {messages.map((message) => (
        <Box
          key={message.text}
          sx={{
            width: 'fit-content',
            maxWidth: 0.75,
            minWidth: 48,
            px: 1.5,
            py: 1,
            borderRadius: 3,
            alignSelf: message.from === 'me' ? 'flex-end' : 'flex-start',
            bgcolor: message.from === 'me' ? 'primary.main' : 'action.selected',
            color: message.from === 'me' ? 'primary.contrastText' : 'text.primary',
          }}
        >
          {message.text}
        </Box>
      ))}
    </Box>
  );
}
