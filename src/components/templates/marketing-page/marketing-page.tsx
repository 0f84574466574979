import AutoGraphIcon from '@mui/icons-material/AutoGraphOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { templateRoute } from '@data/templates';
import { Faq } from '../shared/faq';
import { NewsletterForm } from '../shared/newsletter-form.client';
import { TemplateFooter } from '../shared/template-footer';
import { FEATURES, QUESTIONS, TESTIMONIALS } from './content';
import { MarketingAppBar } from './marketing-app-bar.client';

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    // scroll-margin keeps the heading clear of the sticky app bar after an anchor jump.
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ py: { xs: 6, sm: 10 }, scrollMarginTop: 64 }}
    >
      <Typography
        id={`${id}-title`}
        component="h2"
        variant="h3"
        sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, mb: 1 }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 600 }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
} as const;

export function MarketingPage() {
  return (
    <>
      <MarketingAppBar />
      <Container component="main" id="main-content">
        <Box
          sx={{ textAlign: 'center', pt: { xs: 6, sm: 12 }, pb: { xs: 4, sm: 6 }, maxWidth: 720, mx: 'auto' }}
        >
          <Typography
            component="h1"
            variant="h1"
            sx={{
              fontSize: { xs: '2.5rem', sm: '3.75rem' },
              fontWeight: 700,
              letterSpacing: '-0.02em',
              mb: 2,
            }}
          >
            Reports your whole team{' '}
            <Box component="span" sx={{ color: 'primary.main' }}>
              reads
            </Box>
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4 }}>
            Tidewell turns scattered spreadsheets into live, shared reports. Start free, no card needed.
          </Typography>
          <Box sx={{ maxWidth: 460, mx: 'auto' }}>
            <NewsletterForm label="Start now" />
          </Box>
        </Box>
        <Section
          id="features"
          title="Features"
          intro="Everything a small team needs to see how things are going."
        >
          <Box sx={grid}>
            {FEATURES.map((feature) => (
              <Card key={feature.title} variant="outlined" sx={{ p: 3 }}>
                <AutoGraphIcon color="primary" aria-hidden />
                <Typography component="h3" variant="h6" sx={{ mt: 1 }}>
                  {feature.title}
                </Typography>
                <Typography color="text.secondary">{feature.text}</Typography>
              </Card>
            ))}
          </Box>
        </Section>
        <Section
          id="testimonials"
          title="Testimonials"
          intro="What teams say after their first quarter with us."
        >
          <Box sx={grid}>
            {TESTIMONIALS.map((t) => (
              <Card key={t.name} variant="outlined" component="figure" sx={{ p: 3, m: 0 }}>
                <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
                  “{t.quote}”
                </Typography>
                <Typography component="figcaption" variant="body2" color="text.secondary">
                  <strong>{t.name}</strong>, {t.role}
                </Typography>
              </Card>
            ))}
          </Box>
        </Section>
        <Section
          id="pricing"
          title="Pricing"
          intro="Free for up to three projects; paid plans from $10 per seat."
        >
          <Button component={NextLink} href={templateRoute('pricing')} variant="contained" size="large">
            See all plans
          </Button>
        </Section>
        <Section
          id="faq"
          title="Frequently asked questions"
          intro="Still unsure? These are the questions we hear most."
        >
          <Faq idPrefix="marketing-faq" questions={QUESTIONS} />
        </Section>
      </Container>
      <TemplateFooter />
    </>
  );
}
