import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function AccountFormProps() {
  return (
    <Box
      component="form"
      noValidate
      autoComplete="off"
      sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 2 }}
    >
      <TextField
        id="form-props-name"
        label="Display name"
        required
        defaultValue="Ada"
      />
      <TextField
        id="form-props-id"
        label="User id"
        defaultValue="u-10482"
        slotProps={{ input: { readOnly: true } }}
        helperText="Read only"
      />
      <TextField
        id="form-props-plan"
        label="Plan"
        disabled
        defaultValue="Team"
        helperText="Change it in Billing"
        slotProps={{ formHelperText: { disabled: false } }}
      />
      <TextField
        id="form-props-password"
        label="New password"
        type="password"
        autoComplete="new-password"
      />
      <TextField
        id="form-props-seats"
        label="Seats"
        type="number"
        defaultValue={5}
        slotProps={{ htmlInput: { min: 1, max: 50 } }}
      />
      <TextField id="form-props-search" label="Search members" type="search" />
    </Box>
  );
}
