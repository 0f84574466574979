import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Brand } from '../shared/brand';
import { ColorModeToggle } from '../shared/color-mode-toggle.client';

/**
 * A column as tall as the viewport at least: main grows, so the footer sits at the bottom of a
 * short page and simply follows the content on a long one (no fixed positioning to cover text).
 */
export function StickyFooter() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <Container component="main" id="main-content" maxWidth="sm" sx={{ flexGrow: 1, py: { xs: 6, sm: 12 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 4 }}>
          <Brand />
          <ColorModeToggle />
        </Box>
        <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '2.25rem', sm: '3rem' }, mb: 2 }}>
          Sticky footer
        </Typography>
        <Typography variant="h5" component="p" color="text.secondary" sx={{ mb: 2 }}>
          The footer rests at the bottom of the window when the page is short.
        </Typography>
        <Typography>
          The page is a flex column at least as tall as the viewport, and the main area takes the spare
          height. Add content and the footer moves down with it.
        </Typography>
      </Container>
      <Box
        component="footer"
        sx={{ py: 3, px: 2, borderTop: '1px solid', borderColor: 'divider', bgcolor: 'action.hover' }}
      >
        <Container maxWidth="sm">
          <Typography variant="body1">This footer stays put.</Typography>
          <Typography variant="body2" color="text.secondary">
            {'Made with '}
            <Link href="https://mui.com/material-ui/" color="inherit">
              Material UI
            </Link>
            {' by the Tidewell team.'}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
