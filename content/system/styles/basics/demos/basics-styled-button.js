import { styled } from '@mui/system';

// The styled() API of @mui/styles maps one to one onto styled() from @mui/system.
const PillButton = styled('button')(({ theme }) => ({
  padding: theme.spacing(1, 2.5),
  border: 0,
  borderRadius: 999,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.primary.dark },
  '&:focus-visible': {
    outline: `3px solid ${theme.palette.primary.light}`,
    outlineOffset: 2,
  },
}));

export default function BasicsStyledButton() {
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <PillButton type="button">Follow</PillButton>
      <PillButton type="button">Message</PillButton>
    </div>
  );
}
