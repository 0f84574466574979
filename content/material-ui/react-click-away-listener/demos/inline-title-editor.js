import * as React from 'react';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function InlineTitleEditor() {
  const [title, setTitle] = React.useState('Untitled board');
  const [draft, setDraft] = React.useState(null);
  const save = () => {
    if (draft !== null && draft.trim()) setTitle(draft.trim());
    setDraft(null);
  };

  if (draft === null) {
    return (
      <Button
        onClick={() => setDraft(title)}
        sx={{ textTransform: 'none' }}
        aria-label={`Rename ${title}`}
      >
        <Typography variant="h6" component="span">
          {title}
        </Typography>
      </Button>
    );
  }
  return (
    <ClickAwayListener mouseEvent="onMouseDown" onClickAway={save}>
      <TextField
        autoFocus
        size="small"
        label="Board name"
        value={draft}
        helperText="Click outside or press Enter to save, Escape to cancel"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
          if (event.key === 'Escape') setDraft(null);
        }}
      />
    </ClickAwayListener>
  );
}
