import * as React from 'react';
import { Box, styled } from '@mui/system';

// The same theme-aware values in a reusable styled component and in a one-off sx object.
const Tag = styled('span')(({ theme }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.5, 1),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${theme.palette.divider}`,
  color: theme.palette.text.primary,
}));

export default function UsageStyledVsSx() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Tag>react</Tag>
      <Tag>typescript</Tag>
      <Box
        component="span"
        sx={{
          display: 'inline-block',
          py: 0.5,
          px: 1,
          borderRadius: 2,
          border: 1,
          borderColor: 'primary.main',
          color: 'primary.main',
        }}
      >
        one-off: sx
      </Box>
    </Box>
  );
}
