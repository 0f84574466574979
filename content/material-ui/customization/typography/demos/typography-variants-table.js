import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
];

export default function TypographyVariantsTable() {
  const theme = useTheme();

  return (
    <Box
      sx={{ width: '100%', maxHeight: 420, overflow: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label="Typography variants"
    >
      {VARIANTS.map((variant) => {
        const style = theme.typography[variant];
        return (
          <Box
            key={variant}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '110px 1fr 170px' },
              gap: 1,
              alignItems: 'baseline',
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ fontFamily: 'monospace' }}
            >
              {variant}
            </Typography>
            {/* component="div": the sample shows the style without adding headings to the page outline. */}
            <Typography variant={variant} component="div" noWrap>
              Release notes
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ fontFamily: 'monospace' }}
            >
              {String(style.fontSize)} / {String(style.fontWeight)} /{' '}
              {String(style.lineHeight)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
