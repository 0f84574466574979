import TextField from '@mui/material/TextField';
import { alpha, styled } from '@mui/material/styles';

// The styled API targets TextField's parts by their class names.
const RoundedField = styled(TextField)(({ theme }) => ({
  '& .MuiOutlinedInput-root': {
    borderRadius: 999,
    backgroundColor: theme.palette.background.paper,
    '& fieldset': { borderColor: theme.palette.divider },
    '&:hover fieldset': { borderColor: theme.palette.text.secondary },
    '&.Mui-focused fieldset': {
      borderColor: theme.palette.secondary.main,
      borderWidth: 2,
    },
    '&.Mui-focused': {
      boxShadow: `0 0 0 4px ${alpha(theme.palette.secondary.main, 0.2)}`,
    },
  },
  '& .MuiInputLabel-root.Mui-focused': { color: theme.palette.text.primary },
  '& .MuiOutlinedInput-input': { paddingInline: theme.spacing(2.5) },
}));

export default function StyledSearchField() {
  return (
    <RoundedField
      id="styled-newsletter"
      label="Email for our newsletter"
      type="email"
      sx={{ width: 320 }}
    />
  );
}
