import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { TEMPLATES_ROUTE } from '@data/templates';
import { Brand } from './brand';

/** The footer of the larger templates, with the way back to the gallery. */
export function TemplateFooter() {
  return (
    <Box component="footer" sx={{ borderTop: '1px solid', borderColor: 'divider', py: 4, mt: 8 }}>
      <Container
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          justifyContent: 'space-between',
          alignItems: { sm: 'center' },
        }}
      >
        <Brand size={24} />
        <Typography variant="body2" color="text.secondary">
          A Material UI template.{' '}
          <Link component={NextLink} href={TEMPLATES_ROUTE}>
            See all templates
          </Link>
        </Typography>
      </Container>
    </Box>
  );
}
