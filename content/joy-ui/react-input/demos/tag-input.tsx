import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function TagInput() {
  const [tags, setTags] = React.useState(['hiking', 'lakes']);
  const [draft, setDraft] = React.useState('');

  const handleKeyDown = (event: React.KeyboardEvent) => {
    const tag = draft.trim().toLowerCase();
    if ((event.key === 'Enter' || event.key === ',') && tag) {
      event.preventDefault();
      if (!tags.includes(tag)) {
        setTags([...tags, tag]);
      }
      setDraft('');
    } else if (event.key === 'Backspace' && !draft && tags.length > 0) {
      setTags(tags.slice(0, -1));
    }
  };

  return (
    <FormControl sx={{ maxWidth: 420 }}>
      <FormLabel>Tags</FormLabel>
      {/* The chips live in the start decorator; flexWrap lets them wrap above the text. */}
      <Input
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        placeholder={tags.length ? '' : 'Add a tag'}
        sx={{ flexWrap: 'wrap', py: 0.5, '& input': { minWidth: 80 } }}
        startDecorator={
          tags.length > 0 && (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              {tags.map((tag) => (
                <Chip
                  key={tag}
                  size="sm"
                  variant="soft"
                  color="primary"
                  endDecorator={
                    <ChipDelete
                      aria-label={`Remove ${tag}`}
                      onDelete={() => setTags(tags.filter((item) => item !== tag))}
                    />
                  }
                >
                  {tag}
                </Chip>
              ))}
            </Box>
          )
        }
      />
      <FormHelperText>Press Enter or comma to add; Backspace removes the last tag.</FormHelperText>
    </FormControl>
  );
}
