import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const suggestions = ['Summarize this thread', 'Draft a reply', 'Find attachments'];

export default function SuggestionChips() {
  const [picked, setPicked] = React.useState('');

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {suggestions.map((text) => (
          // onClick turns the chip into a button (its `action` slot), focusable and keyboard-operable.
          <Chip
            key={text}
            variant="outlined"
            color="primary"
            onClick={() => setPicked(text)}
          >
            {text}
          </Chip>
        ))}
      </Stack>
      <Typography level="body-sm" aria-live="polite">
        {picked ? `You asked: “${picked}”` : 'Pick a suggestion.'}
      </Typography>
    </Stack>
  );
}
