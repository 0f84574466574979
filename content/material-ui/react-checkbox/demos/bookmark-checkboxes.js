import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';

export default function BookmarkCheckboxes() {
  return (
    // icon and checkedIcon replace the box: still a checkbox for keyboards and screen readers.
    <Stack direction="row" spacing={1}>
      <Checkbox
        icon={<FavoriteBorder />}
        checkedIcon={<Favorite />}
        color="error"
        inputProps={{ 'aria-label': 'Like' }}
      />
      <Checkbox
        icon={<BookmarkBorder />}
        checkedIcon={<Bookmark />}
        defaultChecked
        inputProps={{ 'aria-label': 'Save for later' }}
      />
    </Stack>
  );
}
