import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import ArrowForward from '@mui/icons-material/ArrowForward';

export default function ArticleLinks() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 520 }}>
      <Typography level="title-lg">Release 4.2</Typography>
      <Typography level="body-md" sx={{ my: 1 }}>
        Exports now keep their folder structure. See the{' '}
        <Link href="/joy-ui/react-link/" underline="always">
          migration notes
        </Link>{' '}
        before upgrading, or read the{' '}
        <Link
          href="https://github.com/mui/material-ui/releases"
          target="_blank"
          rel="noopener noreferrer"
          underline="always"
          endDecorator={<OpenInNew fontSize="small" />}
        >
          full changelog
          <Typography
            component="span"
            sx={{
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            }}
          >
            (opens in a new tab)
          </Typography>
        </Link>
        .
      </Typography>
      <Link
        href="/joy-ui/react-card/"
        level="title-sm"
        endDecorator={<ArrowForward />}
      >
        Next: cards
      </Link>
    </Sheet>
  );
}
