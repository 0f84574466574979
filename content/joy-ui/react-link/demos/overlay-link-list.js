import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const posts = [
  { title: 'Sheets and surfaces', path: '/joy-ui/react-sheet/', minutes: 4 },
  { title: 'Building a card grid', path: '/joy-ui/react-grid/', minutes: 7 },
];

export default function OverlayLinkList() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      <List variant="outlined" sx={{ borderRadius: 'sm' }}>
        {posts.map((post) => (
          <ListItem
            key={post.title}
            sx={{
              position: 'relative',
              '&:hover': { bgcolor: 'background.level1' },
            }}
          >
            <ListItemContent>
              <Link
                href={post.path}
                overlay
                underline="none"
                level="title-sm"
                color="neutral"
              >
                {post.title}
              </Link>
              <Typography level="body-xs">{post.minutes} min read</Typography>
            </ListItemContent>
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1}>
        {['layout', 'surfaces', 'theming'].map((tag) => (
          <Link
            key={tag}
            href="/joy-ui/react-link/"
            variant="soft"
            underline="none"
            level="body-sm"
            sx={{ borderRadius: 'xl', px: 1.25 }}
          >
            #{tag}
          </Link>
        ))}
      </Stack>
    </Stack>
  );
}
