import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function ConnectivitySwitches() {
  return (
    // A switch without visible text needs a name: aria-label on its input.
    <Stack direction="row" spacing={1}>
      <Switch defaultChecked inputProps={{ 'aria-label': 'Wi-Fi' }} />
      <Switch inputProps={{ 'aria-label': 'Bluetooth' }} />
      <Switch
        disabled
        defaultChecked
        inputProps={{ 'aria-label': 'Location (managed by your organisation)' }}
      />
      <Switch disabled inputProps={{ 'aria-label': 'Hotspot (unavailable)' }} />
    </Stack>
  );
}
