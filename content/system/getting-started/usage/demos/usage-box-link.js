import { Box } from '@mui/system';

// Box renders any element with component: here a real link, styled with sx like any Box.
export default function UsageBoxLink() {
  return (
    <Box
      component="a"
      href="#usage-box-link-details"
      sx={{
        display: 'inline-grid',
        gap: 0.5,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        color: 'text.primary',
        textDecoration: 'none',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-visible': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <strong>Read the migration checklist</strong>
      <Box
        component="span"
        id="usage-box-link-details"
        sx={{ color: 'text.secondary', typography: 'body2' }}
      >
        Twelve steps, about 20 minutes.
      </Box>
    </Box>
  );
}
