import * as React from 'react';
import styled from '@emotion/styled';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';

type Tone = 'success' | 'warning' | 'error';

// A prop that only drives styles: shouldForwardProp keeps it off the DOM element.
const StatusPill = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: Tone }>(
  ({ theme, tone }) => {
    const t = theme as Theme;
    const palette = (t.vars || t).palette;
    return {
      display: 'inline-block',
      padding: t.spacing(0.25, 1.25),
      borderRadius: 999,
      fontSize: 14,
      fontWeight: 600,
      border: `2px solid ${palette[tone].main}`,
      color: palette.text.primary,
    };
  },
);

const services: { name: string; tone: Tone; label: string }[] = [
  { name: 'API', tone: 'success', label: 'Operational' },
  { name: 'Search', tone: 'warning', label: 'Degraded' },
  { name: 'Exports', tone: 'error', label: 'Outage' },
];

export default function EmotionStyledProps() {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {services.map((service) => (
        <Stack component="li" key={service.name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <span style={{ minWidth: 72 }}>{service.name}</span>
          <StatusPill tone={service.tone}>{service.label}</StatusPill>
        </Stack>
      ))}
    </Stack>
  );
}
