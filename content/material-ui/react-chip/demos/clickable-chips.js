import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const suggestions = ['Sounds good', 'On my way', 'Can we talk later?'];

export default function ClickableChips() {
  const [reply, setReply] = React.useState('');

  return (
    <Stack spacing={1}>
      {/* onClick makes a chip a button: suggested replies, quick actions. */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label="Suggested replies"
      >
        {suggestions.map((text) => (
          <Chip
            key={text}
            label={text}
            variant="outlined"
            onClick={() => setReply(text)}
          />
        ))}
      </Stack>
      <Typography variant="body2" role="status">
        {reply ? `Reply: ${reply}` : 'Pick a reply'}
      </Typography>
    </Stack>
  );
}
