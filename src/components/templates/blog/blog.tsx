import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Brand } from '../shared/brand';
import { ColorModeToggle } from '../shared/color-mode-toggle.client';
import { NewsletterForm } from '../shared/newsletter-form.client';
import { TemplateFooter } from '../shared/template-footer';
import { PostBrowser } from './post-browser.client';

export function Blog() {
  return (
    <>
      <Box component="header" sx={{ borderBottom: '1px solid', borderColor: 'divider' }}>
        <Container sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1.5 }}>
          <Brand />
          <ColorModeToggle />
        </Container>
      </Box>
      <Container component="main" id="main-content" sx={{ py: { xs: 4, sm: 6 } }}>
        <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '2.25rem', sm: '3rem' }, mb: 1 }}>
          Blog
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 560 }}>
          Notes from the team on how we build, what we ship and how we work.
        </Typography>
        <PostBrowser />
        <Paper variant="outlined" sx={{ mt: 8, p: { xs: 2, sm: 4 } }}>
          <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
            Get new posts by email
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            One email per post, no more. Unsubscribe from any of them.
          </Typography>
          <NewsletterForm />
        </Paper>
      </Container>
      <TemplateFooter />
    </>
  );
}
