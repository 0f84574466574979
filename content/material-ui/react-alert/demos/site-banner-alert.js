import * as React from 'react';
import { styled } from '@mui/material/styles';
import Alert, { alertClasses } from '@mui/material/Alert';

// A full-width banner: square corners, centred text, a border only at the bottom.
const Banner = styled(Alert)(({ theme }) => ({
  borderRadius: 0,
  justifyContent: 'center',
  borderBottom: `2px solid ${theme.palette.warning.main}`,
  [`& .${alertClasses.message}`]: {
    fontWeight: theme.typography.fontWeightMedium,
  },
}));

export default function SiteBannerAlert() {
  return (
    <Banner severity="warning" role="status">
      Read-only mode: we are moving to a new database until 18:00 UTC.
    </Banner>
  );
}
