import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';

export default function CheckboxSizes() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <FormControlLabel
        control={<Checkbox size="small" defaultChecked />}
        label="Small"
      />
      <FormControlLabel control={<Checkbox defaultChecked />} label="Medium" />
      {/* Larger than the two sizes: scale the icon with sx. */}
      <FormControlLabel
        control={
          <Checkbox defaultChecked sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }} />
        }
        label="Custom"
      />
    </Stack>
  );
}
