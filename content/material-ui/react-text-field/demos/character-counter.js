import * as React from 'react';
import TextField from '@mui/material/TextField';

const LIMIT = 160;

export default function CharacterCounter() {
  const [bio, setBio] = React.useState('');
  const left = LIMIT - bio.length;

  return (
    <TextField
      id="character-counter-bio"
      label="Short bio"
      multiline
      minRows={3}
      maxRows={6}
      fullWidth
      value={bio}
      onChange={(event) => setBio(event.target.value)}
      error={left < 0}
      helperText={
        left < 0 ? `${-left} characters too many` : `${left} characters left`
      }
      sx={{ maxWidth: 480 }}
    />
  );
}
