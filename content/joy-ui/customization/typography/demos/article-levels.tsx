import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ArticleLevels() {
  return (
    <Card variant="plain" sx={{ maxWidth: 520 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="sm" variant="soft" color="primary">
          Engineering
        </Chip>
        <Typography level="body-xs">6 min read</Typography>
      </Stack>
      {/* Looks like h2, but is the page's third-level heading. */}
      <Typography level="h2" component="h3">
        Shipping a design system in small steps
      </Typography>
      <Typography level="body-lg">
        We replaced our buttons first, then forms, then layout. Here is what each step taught us.
      </Typography>
      <Typography level="title-md">Rina Okafor</Typography>
      <Typography level="body-sm">Staff engineer, Platform team</Typography>
    </Card>
  );
}
