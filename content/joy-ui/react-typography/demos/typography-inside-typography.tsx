import * as React from 'react';
import Typography from '@mui/joy/Typography';

export default function TypographyInsideTypography() {
  return (
    <Typography level="body-md" sx={{ maxWidth: 420 }}>
      {/* A Typography inside another renders a <span>, not a second <p>. */}
      Your plan renews on{' '}
      <Typography fontWeight="lg" textColor="text.primary">
        1 June
      </Typography>{' '}
      for{' '}
      <Typography color="success" fontWeight="lg">
        €12 a month
      </Typography>
      . Change it any time in{' '}
      <Typography variant="soft" color="neutral" fontFamily="code" fontSize="sm">
        Settings › Billing
      </Typography>
      .
    </Typography>
  );
}
