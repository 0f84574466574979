import * as React from 'react';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

// A whole <svg> as a component, as an SVG loader (such as SVGR) would produce from a file.
// It renders the children SvgIcon passes (the <title> from titleAccess) next to its own drawing.
function CompanyLogo({ children, ...props }) {
  return (
    <svg viewBox="0 0 48 32" {...props}>
      {children}
      <path d="M0 32 16 0l8 16 8-16 16 32H36l-4-8-8 8-8-8-4 8Z" />
    </svg>
  );
}

export default function BrandSvgComponent() {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      {/* component renders our svg; inheritViewBox keeps its own 48 × 32 viewBox. */}
      <SvgIcon
        component={CompanyLogo}
        inheritViewBox
        color="primary"
        sx={{ width: 48 }}
        titleAccess="Peak"
      />
      <Typography variant="h6" component="span">
        Peak Outfitters
      </Typography>
    </Stack>
  );
}
