import * as React from 'react';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const plans = { free: 'neutral', team: 'primary', business: 'success' };

export default function SettingsPanelSheet() {
  const [plan, setPlan] = React.useState('team');
  const [digest, setDigest] = React.useState(true);

  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}>
      <Typography level="title-md" id="settings-panel-sheet-title" sx={{ mb: 1.5 }}>
        Workspace settings
      </Typography>
      <Stack spacing={1.5}>
        <Sheet
          variant="soft"
          color={plans[plan]}
          sx={{ p: 1.5, borderRadius: 'sm' }}
        >
          <Typography level="title-sm" id="settings-panel-sheet-plan" sx={{ mb: 1 }}>
            Plan
          </Typography>
          <RadioGroup
            orientation="horizontal"
            aria-labelledby="settings-panel-sheet-plan"
            value={plan}
            onChange={(event) => setPlan(event.target.value)}
          >
            {Object.keys(plans).map((key) => (
              <Radio
                key={key}
                value={key}
                label={key[0].toUpperCase() + key.slice(1)}
              />
            ))}
          </RadioGroup>
        </Sheet>
        <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm' }}>
          <Typography
            component="label"
            level="title-sm"
            endDecorator={
              <Switch
                checked={digest}
                onChange={(event) => setDigest(event.target.checked)}
              />
            }
            sx={{ justifyContent: 'space-between' }}
          >
            Weekly digest email
          </Typography>
        </Sheet>
      </Stack>
    </Sheet>
  );
}
