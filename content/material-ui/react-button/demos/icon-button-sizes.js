import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';

export default function IconButtonSizes() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton aria-label="Close (small)" size="small">
        <CloseIcon fontSize="inherit" />
      </IconButton>
      <IconButton aria-label="Close (medium)">
        <CloseIcon />
      </IconButton>
      <IconButton aria-label="Close (large)" size="large">
        <CloseIcon />
      </IconButton>
      {/* The icon keeps its own size unless told otherwise: fontSize="inherit" follows the button. */}
      <IconButton aria-label="Close (large, large icon)" size="large">
        <CloseIcon fontSize="inherit" />
      </IconButton>
    </Stack>
  );
}
