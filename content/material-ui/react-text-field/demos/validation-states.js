import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ValidationStates() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        id="validation-email"
        label="Email"
        error
        defaultValue="ada@"
        helperText="Add the part after @, like ada@example.com"
      />
      <TextField
        id="validation-age"
        label="Age"
        variant="filled"
        error
        defaultValue="-3"
        helperText="Enter an age of 0 or more"
      />
      <TextField
        id="validation-city"
        label="City"
        variant="standard"
        error
        helperText="Required"
        required
      />
    </Stack>
  );
}
