import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import Verified from '@mui/icons-material/Verified';
import Email from '@mui/icons-material/Email';

// Hidden on screen, still read by screen readers.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  margin: '-1px',
  padding: 0,
};

export default function SemanticIcons() {
  return (
    <Stack spacing={2}>
      {/* Decorative: the text says it all, so the icon stays hidden (the default). */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Email color="action" />
        <Typography variant="body2">hello@example.com</Typography>
      </Stack>
      {/* Semantic, standing alone: titleAccess gives it role="img" and a name. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">Lina Dahl</Typography>
        <Verified color="primary" fontSize="small" titleAccess="Verified account" />
      </Stack>
      {/* Semantic, inside a control: name the control, not the icon. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">draft-v2.docx</Typography>
        <IconButton aria-label="Delete draft-v2.docx" size="small">
          <Delete fontSize="small" />
        </IconButton>
      </Stack>
      {/* Or keep the icon hidden and add text only screen readers get. */}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">Backups</Typography>
        <Verified color="success" fontSize="small" />
        <Box component="span" sx={visuallyHidden}>
          up to date
        </Box>
      </Stack>
    </Stack>
  );
}
