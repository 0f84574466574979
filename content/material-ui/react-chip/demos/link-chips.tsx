import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const tags = ['react', 'accessibility', 'css-grid'];

export default function LinkChips() {
  return (
    <Stack direction="row" spacing={1} component="nav" aria-label="Tags">
      {/* component="a" with href: the chip is a real link, opened in a new tab with a middle click. */}
      {tags.map((tag) => (
        <Chip key={tag} label={`#${tag}`} component="a" href={`#tag-${tag}`} clickable variant="outlined" />
      ))}
    </Stack>
  );
}
