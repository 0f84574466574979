import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';

export default function BookmarkStandaloneToggle() {
  const [saved, setSaved] = React.useState(false);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle1" component="p">
        A field guide to city birds
      </Typography>
      {/* On its own, a ToggleButton takes selected and onChange; the name stays fixed. */}
      <ToggleButton
        value="saved"
        selected={saved}
        onChange={() => setSaved((value) => !value)}
        aria-label="Save for later"
        size="small"
        color="primary"
      >
        {saved ? <Bookmark /> : <BookmarkBorder />}
      </ToggleButton>
    </Stack>
  );
}
