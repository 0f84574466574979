import { Button } from '@mui/base/Button';
import { Box } from '@mui/system';

// Base UI components take no sx prop. Box with component={Button} renders the Base UI Button
// and gives it sx, with theme values (palette paths, spacing, shadows).
export default function SxButtonSystem() {
  return (
    <Box
      component={Button}
      sx={{
        px: 2,
        py: 1,
        border: 0,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        font: 'inherit',
        fontWeight: 600,
        cursor: 'pointer',
        boxShadow: 1,
        '&:hover': { boxShadow: 4 },
        '&.base--focusVisible': {
          outline: 3,
          outlineColor: 'primary.light',
          outlineOffset: 2,
        },
      }}
    >
      Start free trial
    </Box>
  );
}
