import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function TextFieldVariants() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        id="variants-outlined"
        label="City"
        variant="outlined"
        defaultValue="Lisbon"
      />
      <TextField id="variants-filled" label="Postcode" variant="filled" />
      <TextField
        id="variants-standard"
        label="Weight"
        variant="standard"
        type="number"
        defaultValue={12}
        slotProps={{
          input: {
            endAdornment: <InputAdornment position="end">kg</InputAdornment>,
          },
        }}
      />
      <TextField
        id="variants-disabled"
        label="Account id"
        disabled
        defaultValue="ACC-2041"
      />
    </Stack>
  );
}
