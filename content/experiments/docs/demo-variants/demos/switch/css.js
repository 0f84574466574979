import { Switch } from '@mui/base/Switch';
import './switch.css';

export default function SwitchCss() {
  return (
    <Switch
      className="demo-switch"
      slotProps={{ input: { 'aria-label': 'Notifications' } }}
      defaultChecked
    />
  );
}
