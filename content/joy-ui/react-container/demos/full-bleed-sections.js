import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Container from '@mui/joy/Container';
import Typography from '@mui/joy/Typography';

export default function FullBleedSections() {
  return (
    <Box
      sx={{
        borderRadius: 'md',
        overflow: 'hidden',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box
        component="section"
        aria-label="Welcome"
        sx={{ bgcolor: 'primary.solidBg', py: 3 }}
      >
        <Container maxWidth="sm">
          <Typography level="h3" component="p" textColor="common.white">
            Rent tools from your neighbors
          </Typography>
          <Button variant="soft" color="neutral" sx={{ mt: 1.5 }}>
            Browse tools
          </Button>
        </Container>
      </Box>
      <Container maxWidth="sm" sx={{ py: 2 }}>
        <Typography level="body-md">
          The text below the band starts on the same left edge as the heading above
          it.
        </Typography>
      </Container>
      <Box sx={{ bgcolor: 'background.level2', py: 1.5 }}>
        <Container maxWidth="sm" disableGutters sx={{ px: 1 }}>
          <Typography level="body-xs">© Toolshare co-op</Typography>
        </Container>
      </Box>
    </Box>
  );
}
