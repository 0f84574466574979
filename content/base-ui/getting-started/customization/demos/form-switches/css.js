import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { channels, submitted } from './channels';
import './form-switches.css';

export default function FormSwitchesCss() {
  const [result, setResult] = React.useState('');
  return (
    <form
      className="form-switches"
      onSubmit={(event) => {
        event.preventDefault();
        setResult(submitted(event.currentTarget));
      }}
    >
      {channels.map((channel) => (
        <label key={channel.name} className="form-switches-row">
          <Switch
            className="form-switches-toggle"
            defaultChecked={channel.defaultChecked}
            slotProps={{ input: { name: channel.name, role: 'switch' } }}
          />
          {channel.label}
        </label>
      ))}
      <button type="submit" className="form-switches-save">
        Save
      </button>
      {result ? <p className="form-switches-result">Submitted: {result}</p> : null}
    </form>
  );
}
