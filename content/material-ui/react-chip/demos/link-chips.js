import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const tags = ['button', 'chip', 'tooltip'];

export default function LinkChips() {
  return (
    <Stack
      direction="row"
      spacing={1}
      component="nav"
      aria-label="Related components"
    >
      {/* component="a" with href: the chip is a real link, opened in a new tab with a middle click. */}
      {tags.map((tag) => (
        <Chip
          key={tag}
          label={`#${tag}`}
          component="a"
          href={`/material-ui/react-${tag}/`}
          clickable
          variant="outlined"
        />
      ))}
    </Stack>
  );
}
