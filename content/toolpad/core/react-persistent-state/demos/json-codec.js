import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useLocalStorageState } from '@toolpad/core/useLocalStorageState';

const defaults = { dense: false, showArchived: false };

// A codec turns the value into the stored string and back. This one also survives a stored value
// from an older version of the app by falling back to the defaults.
const prefsCodec = {
  stringify: (value) => JSON.stringify(value),
  parse: (text) => {
    try {
      return { ...defaults, ...JSON.parse(text) };
    } catch {
      return defaults;
    }
  },
};

export default function JsonCodec() {
  const [stored, setPrefs] = useLocalStorageState(
    'toolpad-demo:table-prefs',
    defaults,
    {
      codec: prefsCodec,
    },
  );
  const prefs = stored ?? defaults;
  return (
    <div>
      <FormGroup>
        <FormControlLabel
          control={
            <Switch
              checked={prefs.dense}
              onChange={(e) => setPrefs({ ...prefs, dense: e.target.checked })}
            />
          }
          label="Dense rows"
        />
        <FormControlLabel
          control={
            <Switch
              checked={prefs.showArchived}
              onChange={(e) =>
                setPrefs({ ...prefs, showArchived: e.target.checked })
              }
            />
          }
          label="Show archived items"
        />
      </FormGroup>
      <Typography variant="body2" color="text.secondary">
        Stored: {JSON.stringify(prefs)}
      </Typography>
    </div>
  );
}
