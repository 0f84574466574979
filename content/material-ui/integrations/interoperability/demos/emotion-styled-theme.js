import * as React from 'react';
import styled from '@emotion/styled';
import Button from '@mui/material/Button';

// Emotion's own styled() receives the same theme Material UI's ThemeProvider provides.
const Banner = styled.section(({ theme }) => {
  const t = theme;
  const palette = (t.vars || t).palette;
  return {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: t.spacing(2),
    padding: t.spacing(2, 3),
    borderRadius: t.shape.borderRadius,
    border: `1px solid ${palette.divider}`,
    backgroundColor: palette.background.paper,
    color: palette.text.primary,
    [t.breakpoints.up('sm')]: { flexWrap: 'nowrap' },
  };
});

// Emotion can also wrap a Material UI component; its sx and props keep working.
const PillButton = styled(Button)({ borderRadius: 999, textTransform: 'none' });

export default function EmotionStyledTheme() {
  return (
    <Banner aria-label="Upgrade offer">
      <span>Your trial ends in 3 days. Keep your projects and history.</span>
      <PillButton variant="contained" sx={{ flexShrink: 0 }}>
        Choose a plan
      </PillButton>
    </Banner>
  );
}
