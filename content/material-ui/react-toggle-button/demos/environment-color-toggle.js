import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const colors = { development: 'success', staging: 'warning', production: 'error' };

export default function EnvironmentColorToggle() {
  const [env, setEnv] = React.useState('staging');
  return (
    <div>
      {/* color tints the selected button; here it follows how risky the choice is. */}
      <ToggleButtonGroup
        color={colors[env]}
        exclusive
        value={env}
        onChange={(_event, value) => value && setEnv(value)}
        aria-label="Deploy target"
      >
        <ToggleButton value="development">Development</ToggleButton>
        <ToggleButton value="staging">Staging</ToggleButton>
        <ToggleButton value="production">Production</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Deploying to {env}.
      </Typography>
    </div>
  );
}
