import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { templateRoute } from '@data/templates';
import { Brand } from '../shared/brand';
import { ColorModeToggle } from '../shared/color-mode-toggle.client';
import { Faq } from '../shared/faq';
import { TemplateFooter } from '../shared/template-footer';
import { ComparisonTable } from './comparison-table';
import { PlanCards } from './plan-cards.client';

const QUESTIONS = [
  {
    q: 'Can I change plans later?',
    a: 'Yes. Upgrades apply at once; downgrades at the end of the billing period.',
  },
  {
    q: 'What counts as a seat?',
    a: 'Anyone who can sign in to your workspace. Viewers of shared links are free.',
  },
  { q: 'Do you offer refunds?', a: 'Yearly plans can be refunded in full within 30 days of purchase.' },
];

export function Pricing() {
  return (
    <>
      <Box component="header" sx={{ borderBottom: '1px solid', borderColor: 'divider' }}>
        <Container sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5 }}>
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          <Button component={NextLink} href={templateRoute('sign-in')} size="small">
            Sign in
          </Button>
          <ColorModeToggle />
        </Container>
      </Box>
      <Container component="main" id="main-content" sx={{ py: { xs: 4, sm: 8 } }}>
        <Typography
          component="h1"
          variant="h2"
          sx={{ textAlign: 'center', fontSize: { xs: '2.25rem', sm: '3rem' } }}
        >
          Pricing
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto', mt: 2, mb: 4 }}
        >
          Start free, then pay per seat as the team grows. Every plan includes unlimited viewers.
        </Typography>
        <PlanCards />
        <Typography component="h2" variant="h4" sx={{ mt: 8, mb: 2 }}>
          Compare plans
        </Typography>
        <ComparisonTable />
        <Typography component="h2" variant="h4" sx={{ mt: 8, mb: 2 }}>
          Questions
        </Typography>
        <Faq idPrefix="pricing-faq" questions={QUESTIONS} />
      </Container>
      <TemplateFooter />
    </>
  );
}
