'use client';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import { templateRoute } from '@data/templates';
import { PLANS } from './plans';

type Period = 'monthly' | 'yearly';

export function PlanCards() {
  const [period, setPeriod] = useState<Period>('monthly');
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 4 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={period}
          onChange={(_, value: Period | null) => value && setPeriod(value)}
          aria-label="Billing period"
        >
          <ToggleButton value="monthly">Monthly</ToggleButton>
          <ToggleButton value="yearly">Yearly (save up to 17%)</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          alignItems: 'stretch',
        }}
      >
        {PLANS.map((plan) => {
          const price = plan[period];
          return (
            <Card
              key={plan.name}
              variant="outlined"
              data-testid={`plan-${plan.name}`}
              sx={{
                p: 3,
                display: 'flex',
                flexDirection: 'column',
                gap: 2,
                borderColor: plan.highlighted ? 'primary.main' : 'divider',
                borderWidth: plan.highlighted ? 2 : 1,
              }}
            >
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography component="h2" variant="h5">
                  {plan.name}
                </Typography>
                {plan.highlighted ? <Chip size="small" color="primary" label="Most popular" /> : null}
              </Stack>
              <Typography color="text.secondary">{plan.pitch}</Typography>
              <Box aria-live="polite">
                <Typography component="span" sx={{ fontSize: '2.5rem', fontWeight: 700 }}>
                  ${price}
                </Typography>{' '}
                <Typography component="span" color="text.secondary">
                  {price === 0 ? 'forever' : `per seat / month, billed ${period}`}
                </Typography>
              </Box>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, flexGrow: 1 }}>
                {plan.features.map((feature) => (
                  <Stack
                    component="li"
                    key={feature}
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center' }}
                  >
                    <CheckIcon fontSize="small" color="primary" aria-hidden />
                    <Typography variant="body2">{feature}</Typography>
                  </Stack>
                ))}
              </Stack>
              <Button
                component={NextLink}
                href={templateRoute('sign-up')}
                variant={plan.highlighted ? 'contained' : 'outlined'}
                fullWidth
              >
                {plan.cta}
              </Button>
            </Card>
          );
        })}
      </Box>
    </>
  );
}
