import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const BoxIcon = styled('span')(({ theme }) => ({
  width: 18,
  height: 18,
  borderRadius: 4,
  border: `2px solid ${theme.palette.text.secondary}`,
  backgroundColor: theme.palette.background.paper,
  '.Mui-focusVisible &': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
  'input:hover ~ &': { borderColor: theme.palette.primary.main },
  'input:disabled ~ &': {
    borderColor: theme.palette.action.disabled,
    backgroundColor: theme.palette.action.disabledBackground,
  },
}));

const CheckedBox = styled(BoxIcon)(({ theme }) => ({
  borderColor: theme.palette.primary.main,
  backgroundColor: theme.palette.primary.main,
  // A check mark drawn with borders, in the contrast color.
  position: 'relative',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 4,
    top: 0,
    width: 5,
    height: 10,
    border: `solid ${theme.palette.primary.contrastText}`,
    borderWidth: '0 2px 2px 0',
    transform: 'rotate(45deg)',
  },
}));

function SquareCheckbox(props) {
  return (
    <Checkbox
      disableRipple
      icon={<BoxIcon />}
      checkedIcon={<CheckedBox />}
      {...props}
    />
  );
}

export default function SquareCheckboxes() {
  return (
    <Stack>
      <FormControlLabel
        control={<SquareCheckbox defaultChecked />}
        label="Email me a receipt"
      />
      <FormControlLabel control={<SquareCheckbox />} label="Save my card" />
      <FormControlLabel
        control={<SquareCheckbox disabled />}
        label="Pay later (not available)"
      />
    </Stack>
  );
}
