import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export default function ComposedField() {
  return (
    // The parts TextField is made of, assembled by hand: the ids tie them together.
    <FormControl sx={{ width: 280 }} required>
      <InputLabel htmlFor="composed-budget">Monthly budget</InputLabel>
      <OutlinedInput
        id="composed-budget"
        label="Monthly budget"
        startAdornment={<InputAdornment position="start">€</InputAdornment>}
        aria-describedby="composed-budget-help"
      />
      <FormHelperText id="composed-budget-help">
        We warn you at 80% of it
      </FormHelperText>
    </FormControl>
  );
}
