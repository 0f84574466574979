import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledExplained() {
  const [saved, setSaved] = React.useState(false);

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={saved}
            onChange={(event) => setSaved(event.target.checked)}
          />
        }
        label="Draft saved"
      />
      <Tooltip
        title={saved ? 'Send the report to your team' : 'Save the draft first'}
        placement="top"
        arrow
        describeChild
      >
        {/* A disabled button fires no events, so a span listens for the tooltip instead. */}
        <span tabIndex={saved ? undefined : 0}>
          <Button variant="contained" disabled={!saved}>
            Publish
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
