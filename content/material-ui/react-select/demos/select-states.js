import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function SelectStates() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl sx={{ minWidth: 160 }} disabled>
        <InputLabel id="states-disabled-label">Region</InputLabel>
        <Select labelId="states-disabled-label" value="eu" label="Region">
          <MenuItem value="eu">Europe</MenuItem>
        </Select>
        {/* Greyed-out text is hard to read: keep the reason in normal contrast. */}
        <FormHelperText disabled={false}>Fixed for this workspace</FormHelperText>
      </FormControl>
      <FormControl sx={{ minWidth: 160 }} error>
        <InputLabel id="states-error-label">Plan</InputLabel>
        <Select
          labelId="states-error-label"
          value=""
          label="Plan"
          displayEmpty={false}
        >
          <MenuItem value="free">Free</MenuItem>
          <MenuItem value="pro">Pro</MenuItem>
        </Select>
        <FormHelperText>Choose a plan to continue</FormHelperText>
      </FormControl>
      <FormControl sx={{ minWidth: 160 }}>
        <InputLabel id="states-readonly-label">Role</InputLabel>
        <Select
          labelId="states-readonly-label"
          value="owner"
          label="Role"
          inputProps={{ readOnly: true }}
        >
          <MenuItem value="owner">Owner</MenuItem>
        </Select>
        <FormHelperText>Read only</FormHelperText>
      </FormControl>
      <FormControl sx={{ minWidth: 160 }} required>
        <InputLabel id="states-required-label">Country</InputLabel>
        <Select labelId="states-required-label" value="pt" label="Country *">
          <MenuItem value="pt">Portugal</MenuItem>
          <MenuItem value="es">Spain</MenuItem>
        </Select>
        <FormHelperText>Required</FormHelperText>
      </FormControl>
    </Stack>
  );
}
