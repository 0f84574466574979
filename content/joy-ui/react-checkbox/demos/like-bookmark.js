import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

export default function LikeBookmark() {
  return (
    <Stack direction="row" spacing={3}>
      <Checkbox
        variant="plain"
        color="danger"
        uncheckedIcon={<FavoriteBorder />}
        checkedIcon={<Favorite />}
        label="Like"
        sx={{ '--Checkbox-size': '24px' }}
      />
      <Checkbox
        variant="plain"
        uncheckedIcon={<BookmarkBorder />}
        checkedIcon={<Bookmark />}
        label="Save for later"
        defaultChecked
      />
    </Stack>
  );
}
