import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export default function ArticleTypography() {
  return (
    <Box component="article" sx={{ maxWidth: 560 }}>
      <Typography variant="overline" component="p" color="text.secondary">
        Field notes
      </Typography>
      {/* Looks like h4, is an h3: the visual size and the document outline are separate choices. */}
      <Typography variant="h4" component="h3" gutterBottom>
        Planting a balcony herb garden
      </Typography>
      <Typography
        variant="subtitle1"
        component="p"
        color="text.secondary"
        gutterBottom
      >
        Six herbs that thrive in pots, and how to keep them alive through August.
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        Start with basil, thyme and mint: they forgive irregular watering and grow
        fast enough to reward you within weeks. Give each its own pot, since mint
        will crowd out anything it shares soil with.
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        Updated in spring. Reading time: 3 minutes.
      </Typography>
    </Box>
  );
}
