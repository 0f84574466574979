import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Add from '@mui/icons-material/Add';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import MoreVert from '@mui/icons-material/MoreVert';

export default function IconButtonVariants() {
  return (
    <Stack spacing={2}>
      {/* Each IconButton has an aria-label: the icon alone gives it no name. */}
      <Stack direction="row" spacing={1}>
        <IconButton variant="solid" aria-label="Add item">
          <Add />
        </IconButton>
        <IconButton variant="soft" aria-label="Add to favorites">
          <FavoriteBorder />
        </IconButton>
        <IconButton variant="outlined" aria-label="Add to favorites (outlined)">
          <FavoriteBorder />
        </IconButton>
        <IconButton variant="plain" aria-label="More options">
          <MoreVert />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton size="sm" variant="outlined" aria-label="Add, small">
          <Add />
        </IconButton>
        <IconButton size="md" variant="outlined" aria-label="Add, medium">
          <Add />
        </IconButton>
        <IconButton size="lg" variant="outlined" aria-label="Add, large">
          <Add />
        </IconButton>
        {/* --IconButton-size sets any size; the icon follows. */}
        <IconButton
          variant="outlined"
          aria-label="Add, custom size"
          sx={{ '--IconButton-size': '56px', borderRadius: '50%' }}
        >
          <Add />
        </IconButton>
      </Stack>
    </Stack>
  );
}
