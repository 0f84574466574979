import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// A one-off look made with styled(): the theme's colors and radius, and the focus ring kept.
const PillButton = styled(Button)(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(3),
  textTransform: 'none',
  fontWeight: 600,
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.dark,
  '&:hover': { backgroundColor: theme.palette.primary.main },
}));

const QuietButton = styled(Button)(({ theme }) => ({
  textTransform: 'none',
  color: theme.palette.text.primary,
  borderColor: theme.palette.divider,
  '&:hover': {
    borderColor: theme.palette.text.primary,
    backgroundColor: 'transparent',
  },
}));

export default function StyledButtons() {
  return (
    <Stack direction="row" spacing={2}>
      <PillButton variant="contained" disableElevation>
        Join the waitlist
      </PillButton>
      <QuietButton variant="outlined">Maybe later</QuietButton>
    </Stack>
  );
}
