import * as React from 'react';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

function Widget() {
  return (
    <div style={{ padding: 16, border: '1px dashed', borderRadius: 8 }}>
      <h3 style={{ marginTop: 0 }}>Opening hours</h3>
      <ul>
        <li>Monday to Friday: 08:00 to 18:00</li>
        <li>Saturday: 09:00 to 13:00</li>
      </ul>
      <fieldset>
        <legend>Remind me</legend>
        <label>
          <input type="checkbox" /> The day before a holiday
        </label>
      </fieldset>
    </div>
  );
}

export default function ScopedBaselineWidget() {
  const [scoped, setScoped] = React.useState(true);

  return (
    <div>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch
            checked={scoped}
            onChange={(event) => setScoped(event.target.checked)}
          />
        }
        sx={{ mb: 2 }}
      >
        Wrap in ScopedCssBaseline
      </Typography>
      {scoped ? (
        <ScopedCssBaseline>
          <Widget />
        </ScopedCssBaseline>
      ) : (
        <Widget />
      )}
    </div>
  );
}
